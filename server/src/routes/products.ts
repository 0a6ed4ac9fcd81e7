/**
 * `product/check` (docs/design.md section 4): a product code in, a verdict out. Verdicts are data:
 * `not_found` and `flagged` answer 200. This is the hot call of a QR campaign, so verdicts are
 * cached while the products register's version holds (verification/cache.ts: read again every
 * second while requests come, and never relied on past 5 s, so a newly flagged product shows
 * as flagged well within the 10 s of docs/design.md section 7), and the misses of many requests
 * share one query (verification/batch.ts). Each verdict's answer text is built once. `product/register` belongs to its own sub-app,
 * mounted at /api/product/register.
 */
import { Hono } from 'hono'
import { productCheckSchema, type ProductCheckResult } from '../../../src/shared/schemas/verify'
import type { AppEnv } from '../context'
import type { Db } from '../db/db'
import { jsonBody } from '../http/json-body'
import { okPrebuilt, okText } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { createBatchLoader, type BatchLoader, type BatchTiming } from '../verification/batch'
import { REGISTERED, verificationState } from '../verification/state'

interface ProductRow {
  code: string
  name: string
  manufacturer: string
  batch: string | null
  expires_at: string | null
  status: string
  reason: string | null
  certifier: string | null
  sample: boolean
}

function toResult(row: ProductRow): ProductCheckResult {
  const flagged = row.status !== REGISTERED
  return {
    verdict: flagged ? 'flagged' : 'genuine',
    product: {
      code: row.code,
      name: row.name,
      manufacturer: row.manufacturer,
      ...(row.batch ? { batch: row.batch } : {}),
      ...(row.expires_at ? { expiresAt: row.expires_at } : {}),
      status: row.status,
      ...(flagged ? { reason: row.reason ?? row.status } : {}),
      ...(row.certifier ? { certifier: row.certifier } : {}),
      ...(row.sample ? { sample: true } : {}),
    },
  }
}

const NOT_FOUND: ProductCheckResult = { verdict: 'not_found' }

/**
 * Verdicts for many codes in one query; codes not on the register are left out. Each row comes
 * back as one JSON value rather than nine columns: PGlite's cost is in reading the answer, per
 * column of every row, far more than in planning the query (profiled: a batch of 32 codes took
 * about 2.4 ms as columns and 1.4 ms as one JSON value each, the plan itself 0.08 ms; a prepared
 * statement would save only the last).
 */
export async function checkProducts(db: Db, codes: string[]) {
  const rows = await db.query<{ product: ProductRow }>(
    `select row_to_json(p) as product from (
       select code, name, manufacturer, batch, expires_at, status, reason, certifier, sample
       from products where code = any($1::text[])
     ) p`,
    [codes],
  )
  return new Map(rows.map(({ product }) => [product.code, toResult(product)]))
}

/**
 * Codes not in the cache (a campaign's long tail, or every code when the cache has just
 * expired) share queries: at most one per window, or sooner once a batch is full. A query costs
 * PGlite about half a millisecond whatever its size, so one per code would take much of the
 * gateway's time; a full batch must not wait either, or the requests it holds leave the
 * gateway idle. A lone check is not delayed (verification/batch.ts).
 */
const BATCH_TIMING: BatchTiming = { windowMs: 20, fullBatch: 32 }

// One loader per database, like the verdict cache (verification/state.ts).
const loaders = new WeakMap<Db, BatchLoader<ProductCheckResult>>()

function loaderFor(db: Db): BatchLoader<ProductCheckResult> {
  let loader = loaders.get(db)
  if (!loader) {
    loader = createBatchLoader(
      (codes) => checkProducts(db, codes),
      () => NOT_FOUND,
      200,
      BATCH_TIMING,
    )
    loaders.set(db, loader)
  }
  return loader
}

// The envelope text of each verdict, built once per cached verdict: in a campaign most checks
// send the same few verdicts again, and serialising them was a good part of a check's cost.
const answers = new WeakMap<ProductCheckResult, string>()

function answerText(result: ProductCheckResult): string {
  let text = answers.get(result)
  if (text === undefined) answers.set(result, (text = okText(result)))
  return text
}

export const productRoutes = new Hono<AppEnv>().post(
  '/check',
  rateLimit('verify'),
  // Campaign scans repeat the same few bodies: each is parsed and checked once (http/json-body.ts).
  jsonBody(productCheckSchema, { reuse: 10_000 }),
  (c): Response | Promise<Response> => {
    const { code } = c.req.valid('json')
    const db = c.get('db')
    const verdicts = verificationState(db).products
    // A cached verdict is answered at once, with no promise in between.
    const cached = verdicts.peek(code)
    if (cached) return okPrebuilt(c, answerText(cached))
    return verdicts
      .get(code, () => loaderFor(db).load(code))
      .then((result) => okPrebuilt(c, answerText(result)))
  },
)
