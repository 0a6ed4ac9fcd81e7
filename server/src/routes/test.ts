/**
 * TEST-ONLY routes, mounted under /api/test only when createApp gets `testRoutes: true` (or
 * TEST_ROUTES=1 outside production). They exercise the shared contract pieces (idempotent
 * create, multipart, validation, rate limit, error handling) until real routes use them.
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'
import { referenceSchema } from '../../../src/shared/reference'
import type { AppEnv } from '../context'
import type { Db } from '../db/db'
import { jsonBody } from '../http/json-body'
import { multipartBody, multipartContent } from '../http/multipart-body'
import { created, ok, okList } from '../http/envelope'
import { idempotent } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { strictBody } from '../http/validate'

/** Tables the test routes write to; created by prepareTestRoutes, never by a migration. */
export async function prepareTestRoutes(db: Db) {
  await db.exec(`
    create table if not exists test_echo (reference text primary key, value text not null);
    create table if not exists test_upload (
      reference text primary key, note text, files jsonb not null
    );`)
}

const echoSchema = strictBody({
  reference: referenceSchema(),
  value: v.pipe(v.string('Enter a value'), v.minLength(1, 'Enter a value'), v.maxLength(100)),
})

const uploadSchema = strictBody({
  reference: referenceSchema(),
  note: v.optional(v.pipe(v.string(), v.maxLength(200))),
})

const strictSchema = strictBody({
  product: strictBody({
    code: v.pipe(
      v.string('Enter the product code'),
      v.regex(/^[A-Z0-9]{6,12}$/, 'Enter a valid code'),
    ),
    name: v.pipe(v.string('Enter the product name'), v.minLength(1, 'Enter the product name')),
  }),
  quantity: v.pipe(v.number('Enter a number'), v.integer(), v.minValue(1)),
})

const listSchema = strictBody({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
})

export const testRoutes = new Hono<AppEnv>()
  .post('/echo-create', jsonBody(echoSchema), async (c) => {
    const body = c.req.valid('json')
    return idempotent(c, { reference: body.reference, content: body }, async () => {
      await c.var.db.query(
        'insert into test_echo (reference, value) values ($1, $2) on conflict do nothing',
        [body.reference, body.value],
      )
      return created(c, { reference: body.reference })
    })
  })
  .post(
    '/upload',
    multipartBody(uploadSchema, { files: { file: { min: 1, max: 3 } } }),
    async (c) => {
      const form = c.req.valid('form')
      const { reference, note } = form.fields
      const files = (form.files.file ?? []).map(({ name, size, sha256 }) => ({
        name,
        size,
        sha256,
      }))
      return idempotent(c, { reference, content: multipartContent(form) }, async () => {
        await c.var.db.query(
          'insert into test_upload (reference, note, files) values ($1, $2, $3) on conflict do nothing',
          [reference, note ?? null, JSON.stringify(files)],
        )
        return created(c, { reference, files })
      })
    },
  )
  .post('/strict', jsonBody(strictSchema), (c) => ok(c, c.req.valid('json')))
  .post('/limited', rateLimit('test'), (c) => ok(c, { allowed: true }))
  .post('/list', jsonBody(listSchema), (c) => {
    const { page, pageSize } = c.req.valid('json')
    const items = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }))
    const data = items.slice((page - 1) * pageSize, page * pageSize)
    return okList(c, data, { page, pageSize, total: items.length })
  })
  .post('/forbidden', () => {
    throw new HTTPException(403, { message: 'Not for you' })
  })
  .post('/boom', () => {
    throw new Error('relation "secret_table" does not exist: select * from secret_table')
  })
