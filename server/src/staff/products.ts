/**
 * A verify manager's calls on the products register (docs/api.md, `staff/products/*`):
 *
 * - `find { code }`: the products whose code starts with it (at most 20, by code), each with
 *   its status, the reason the public sees, its check threshold and how often it was checked.
 * - `set-status { code, status, reason }`: recalled or suspended, with the reason the public
 *   sees on product/check; registered again clears the reason.
 * - `set-threshold { code, threshold }`: how many checks of the code are normal for this
 *   product; null gives it the default again.
 *
 * The products register belongs to the verify organisation: its managers (and the
 * super-administrator) only, every other account a 403. Each change writes an audit row in
 * the same transaction, with the status or threshold before and after. The change shows on
 * this gateway at once, and on the others when they next read the register's version (within
 * 5 s, verification/cache.ts): the update moves it (db migration 013).
 */
import { Hono, type Context } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import {
  productFindSchema,
  productSetStatusSchema,
  productSetThresholdSchema,
  type ProductStatus,
  type StaffProduct,
} from '../../../src/shared/schemas/staff-products'
import type { StaffEnv } from '../auth/context'
import { audit } from '../auth/audit-log'
import { can } from '../auth/permissions'
import type { Queryable } from '../db/db'
import { jsonBody } from '../http/json-body'
import { ApiError, ok } from '../http/envelope'
import {
  DEFAULT_CHECK_THRESHOLD,
  RECALLED,
  REGISTERED,
  SUSPENDED,
  flushChecks,
  verificationState,
} from '../verification/state'

const STATUS_WORDS: Record<ProductStatus, string> = {
  recalled: RECALLED,
  suspended: SUSPENDED,
  registered: REGISTERED,
}

interface Row {
  code: string
  name: string
  manufacturer: string
  expires_at: string | null
  status: string
  reason: string | null
  check_threshold: number | null
  count: number | null
  first: string | null
}

const COLUMNS = `p.code, p.name, p.manufacturer, p.expires_at, p.status, p.reason, p.check_threshold,
  c.count, to_char(c.first_checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as first`

function toProduct(row: Row): StaffProduct {
  return {
    code: row.code,
    name: row.name,
    manufacturer: row.manufacturer,
    expiresAt: row.expires_at,
    status: row.status,
    reason: row.reason,
    checkThreshold: row.check_threshold,
    defaultThreshold: DEFAULT_CHECK_THRESHOLD,
    checks: row.count === null ? null : { count: Number(row.count), firstCheckedAt: row.first! },
  }
}

function mayManage(c: Context<StaffEnv>) {
  if (!can(c.get('account'), 'products.manage', 'verify')) {
    throw new ApiError(403, m('permission.denied'))
  }
}

async function productRow(db: Queryable, code: string): Promise<Row> {
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from products p left join product_checks c on c.code = p.code
     where p.code = $1`,
    [code],
  )
  if (!row) throw new ApiError(404, m('product.unknown'))
  return row
}

/** Runs `change` on the product with its audit row, then shows the change on this gateway. */
async function changeProduct(
  c: Context<StaffEnv>,
  code: string,
  change: (tx: Queryable, before: Row) => Promise<Record<string, unknown> | undefined>,
  action: 'products.setStatus' | 'products.setThreshold',
) {
  const db = c.get('db')
  // The counts this gateway holds, as for find: a code's first checks may wait for the flush.
  await flushChecks(db)
  const row = await db.transaction(async (tx) => {
    // `for update`: of two managers at the same moment, each audit row says what it replaced.
    const [before] = await tx.query<Row>(
      `select p.code, p.status, p.reason, p.check_threshold from products p
       where p.code = $1 for update`,
      [code],
    )
    if (!before) throw new ApiError(404, m('product.unknown'))
    const details = await change(tx, before)
    if (details) await audit(c, { action, organisation: 'verify', target: code, details }, tx)
    return productRow(tx, code)
  })
  verificationState(db).products.forget(code)
  return ok(c, toProduct(row))
}

export const productsRoutes = new Hono<StaffEnv>()
  .post('/find', jsonBody(productFindSchema), async (c) => {
    mayManage(c)
    const { code } = c.req.valid('json')
    const db = c.get('db')
    // The counts this gateway holds, so the page agrees with a check made here a moment ago.
    await flushChecks(db)
    const rows = await db.query<Row>(
      `select ${COLUMNS} from products p left join product_checks c on c.code = p.code
       where p.code like $1 order by p.code limit 20`,
      [`${code}%`],
    )
    return ok(c, { products: rows.map(toProduct) })
  })
  .post('/set-status', jsonBody(productSetStatusSchema), async (c) => {
    mayManage(c)
    const { code, status, reason } = c.req.valid('json')
    const words = STATUS_WORDS[status]
    const publicReason = status === 'registered' ? null : reason
    return changeProduct(
      c,
      code,
      async (tx, before) => {
        if (before.status === words && before.reason === publicReason) return undefined
        await tx.query('update products set status = $2, reason = $3 where code = $1', [
          code,
          words,
          publicReason,
        ])
        return {
          status: { from: before.status, to: words },
          reason: { from: before.reason, to: publicReason },
        }
      },
      'products.setStatus',
    )
  })
  .post('/set-threshold', jsonBody(productSetThresholdSchema), async (c) => {
    mayManage(c)
    const { code, threshold } = c.req.valid('json')
    return changeProduct(
      c,
      code,
      async (tx, before) => {
        if (before.check_threshold === threshold) return undefined
        await tx.query('update products set check_threshold = $2 where code = $1', [
          code,
          threshold,
        ])
        return { threshold: { from: before.check_threshold, to: threshold } }
      },
      'products.setThreshold',
    )
  })
