/**
 * TEST-ONLY fault switch: the browser tests of the outbox (docs/design.md section 7 "nothing
 * lost and nothing sent twice") make the real gateway misbehave on demand.
 *
 *   POST /api/test/faults        { mode, path?, count?, status?, phase?, afterBytes?, ms?, errors? }
 *   POST /api/test/faults/clear  {}   drops every rule and zeroes the counters
 *   POST /api/test/faults/hits   {}   POST requests seen per call path, e.g. { "product/register": 3 }
 *   POST /api/test/records       { table, reference }  rows of a table with that reference
 *
 * A rule applies to the next `count` POST requests of `path` (a call path such as
 * `product/register`, or `*` for any call):
 * - `fail`: answer `status` (default 503) with a failure envelope;
 * - `stall`: never answer; the connection is dropped when the client gives up or after `ms`;
 * - `cut`: destroy the connection, in the `request` phase after `afterBytes` bytes of the body
 *   arrived (a connection cut mid-upload).
 * `phase: 'response'` runs the call first and then fails, stalls or cuts its answer: the case
 * where the gateway stored the submission and the device never heard back.
 *
 * Mounted by createApp only in test mode (`testRoutes`, which env.ts refuses together with
 * NODE_ENV=production), and inert even then when NODE_ENV is production: never reachable in
 * production (tested). State lives in the app instance, like the rate limiter's.
 */
import type { Socket } from 'node:net'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import type { AppEnv } from '../context'
import type { Env } from '../env'
import { jsonBody } from './json-body'
import { ApiError, fail, ok } from './envelope'

const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

const ruleSchema = v.strictObject({
  mode: v.picklist(['fail', 'stall', 'cut']),
  path: v.optional(v.pipe(v.string(), v.regex(/^(\*|[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)$/)), '*'),
  count: v.optional(int(1, 1000), 1),
  status: v.optional(int(400, 599), 503),
  phase: v.optional(v.picklist(['request', 'response']), 'request'),
  afterBytes: v.optional(int(0, 100 * 1024 * 1024), 64 * 1024),
  ms: v.optional(int(0, 600_000), 300_000),
  /** With `fail`: field errors the answer carries, as a 400 of the gateway would. */
  errors: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          path: v.pipe(v.string(), v.maxLength(100)),
          message: v.pipe(v.string(), v.maxLength(200)),
        }),
      ),
      v.maxLength(10),
    ),
  ),
})
type Rule = v.InferOutput<typeof ruleSchema>

const recordsSchema = v.strictObject({
  table: v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*$/)),
  reference: v.string(),
})

export const FAULT_MESSAGE = 'Injected fault (test mode)'

const socketOf = (c: Context<AppEnv>): Socket | undefined => c.env?.incoming?.socket

/** Waits until the client hangs up or `ms` passes, then drops the connection. */
async function stall(c: Context<AppEnv>, ms: number): Promise<Response> {
  const socket = socketOf(c)
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    socket?.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  socket?.destroy()
  return fail(c, 504, FAULT_MESSAGE)
}

/** Reads `afterBytes` of the body, then destroys the connection. */
async function cutRequest(c: Context<AppEnv>, afterBytes: number): Promise<Response> {
  const reader = c.req.raw.body?.getReader()
  let received = 0
  while (reader && received < afterBytes) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
  }
  return cut(c)
}

function cut(c: Context<AppEnv>): Response {
  const socket = socketOf(c)
  // Without a socket (app.request() in unit tests) there is no connection to cut.
  if (!socket) throw new ApiError(500, FAULT_MESSAGE)
  socket.destroy()
  return new Response(null, { status: 500 })
}

async function drainBody(c: Context<AppEnv>) {
  await c.req.raw.arrayBuffer().catch(() => undefined)
}

export function faultSwitch(env: Env): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  if (env.NODE_ENV === 'production') return app

  let rules: Rule[] = []
  const hits = new Map<string, number>()

  const take = (path: string): Rule | undefined => {
    const rule = rules.find((item) => item.path === '*' || item.path === path)
    if (!rule) return undefined
    rule.count -= 1
    if (rule.count <= 0) rules = rules.filter((item) => item !== rule)
    return rule
  }

  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/api\//, '')
    if (c.req.method !== 'POST' || path.startsWith('test/')) return next()
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const rule = take(path)
    if (!rule) return next()
    const status = rule.status as ContentfulStatusCode
    if (rule.phase === 'response') {
      await next()
      if (rule.mode === 'fail') c.res = fail(c, status, FAULT_MESSAGE)
      else if (rule.mode === 'stall') c.res = await stall(c, rule.ms)
      else c.res = cut(c)
      return
    }
    if (rule.mode === 'fail') {
      await drainBody(c)
      return fail(c, status, FAULT_MESSAGE, rule.errors)
    }
    if (rule.mode === 'stall') {
      await drainBody(c)
      return stall(c, rule.ms)
    }
    return cutRequest(c, rule.afterBytes)
  })

  app.post('/test/faults', jsonBody(ruleSchema), (c) => {
    rules.push({ ...c.req.valid('json') })
    return ok(c, { rules })
  })
  app.post('/test/faults/clear', (c) => {
    rules = []
    hits.clear()
    return ok(c, { rules })
  })
  app.post('/test/faults/hits', (c) => ok(c, Object.fromEntries(hits)))
  app.post('/test/records', jsonBody(recordsSchema), async (c) => {
    const { table, reference } = c.req.valid('json')
    const db = c.var.db
    // The table name is checked against the catalog before it is put into SQL.
    const [column] = await db.query(
      `select 1 from information_schema.columns where table_name = $1 and column_name = 'reference'`,
      [table],
    )
    if (!column) throw new ApiError(404, `No table ${table} with a reference column`)
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where reference = $1`,
      [reference],
    )
    return ok(c, { count: row?.n ?? 0 })
  })
  return app
}
