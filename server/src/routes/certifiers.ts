/**
 * `certifier/list` and `certifier/search` (docs/design.md section 4): the verification sites, in
 * pages (the list envelope: data plus page, pageSize and total). Search is case-insensitive
 * over name, district and kind; a district is found by its key ("north-east") or as words
 * ("North East"). Both order by name, then id, so pages never overlap or skip a row while the
 * register is unchanged. An empty page past the end is a normal answer, not an error: the
 * app's cache reads it as the end of paging (docs/design.md section 6).
 */
import { Hono } from 'hono'
import {
  certifierListSchema,
  certifierSearchSchema,
  type Certifier,
} from '../../../src/shared/schemas/verify'
import type { AppEnv } from '../context'
import type { Db } from '../db/db'
import { jsonBody } from '../http/json-body'
import { okList } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { containsPattern, searchable } from '../verification/text'

interface CertifierRow {
  id: string
  name: string
  kind: string
  district: string
  address: string
  phone: string
  email: string
  website: string | null
  sample: boolean
}

const toCertifier = ({ website, sample, ...row }: CertifierRow): Certifier => ({
  ...row,
  ...(website ? { website } : {}),
  ...(sample ? { sample: true } : {}),
})

const MATCHES = `(lower(name) like $1 escape '\\' or lower(kind) like $1 escape '\\'
  or lower(district) like $1 escape '\\' or replace(district, '-', ' ') like $1 escape '\\')`

async function page(db: Db, pageNo: number, pageSize: number, pattern?: string) {
  const where = pattern === undefined ? '' : `where ${MATCHES}`
  const params = pattern === undefined ? [] : [pattern]
  const n = params.length
  const rows = await db.query<CertifierRow>(
    `select id, name, kind, district, address, phone, email, website, sample
     from certifiers ${where} order by name, id limit $${n + 1} offset $${n + 2}`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  )
  const [count] = await db.query<{ total: number }>(
    `select count(*) as total from certifiers ${where}`,
    params,
  )
  return { data: rows.map(toCertifier), total: count?.total ?? 0 }
}

export const certifierRoutes = new Hono<AppEnv>()
  .post('/list', rateLimit('verify'), jsonBody(certifierListSchema), async (c) => {
    const { page: pageNo, pageSize } = c.req.valid('json')
    const { data, total } = await page(c.var.db, pageNo, pageSize)
    return okList(c, data, { page: pageNo, pageSize, total })
  })
  .post('/search', rateLimit('verify'), jsonBody(certifierSearchSchema), async (c) => {
    const { query, page: pageNo, pageSize } = c.req.valid('json')
    const pattern = containsPattern(searchable(query, 'query'))
    const { data, total } = await page(c.var.db, pageNo, pageSize, pattern)
    return okList(c, data, { page: pageNo, pageSize, total })
  })
