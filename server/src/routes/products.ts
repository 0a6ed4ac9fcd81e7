/**
 * `product/check` (docs/design.md section 4): a product code in, a verdict out (genuine, flagged,
 * expired, recalled, suspended or not_found) and, for a code on the register, how often it was
 * checked (`checks`, verification/checks.ts). Verdicts are data: every one answers 200. This is the hot call of a QR campaign, so verdicts are
 * cached while the products register's version holds (verification/cache.ts: read again every
 * second while requests come, and never relied on past 5 s, so a newly flagged product shows
 * as flagged well within the 10 s of docs/design.md section 7), and the misses of many requests
 * share one query (verification/batch.ts). Each verdict's answer text is built once. `product/register` belongs to its own sub-app,
 * mounted at /api/product/register.
 */
import { Hono, type Context } from 'hono'
import { productCheckSchema, type ProductCheckResult } from '../../../src/shared/schemas/verify'
import type { AppEnv } from '../context'
import type { Db } from '../db/db'
import { jsonBody } from '../http/json-body'
import { okPrebuilt, okText } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { createBatchLoader, type BatchLoader, type BatchTiming } from '../verification/batch'
import { isoOf, type CheckCount } from '../verification/checks'
import {
  DEFAULT_CHECK_THRESHOLD,
  RECALLED,
  REGISTERED,
  SUSPENDED,
  verificationState,
  type ProductVerdict,
} from '../verification/state'

interface ProductRow {
  code: string
  /** The checks counted in the table (product_checks) when read, and the first one's time. */
  checked: [count: number, firstMs: number] | null
  name: string
  manufacturer: string
  batch: string | null
  expires_at: string | null
  status: string
  reason: string | null
  certifier: string | null
  check_threshold: number | null
  sample: boolean
}

const DAY_MS = 86_400_000
const BOTSWANA_OFFSET_MS = 2 * 60 * 60 * 1000

/**
 * The moment a product expires: the start of the day after its expiry date, in Botswana
 * (UTC+2 all year), so it is still good on the date printed on it.
 */
function expiryMoment(expiresAt: string): number {
  return Date.parse(`${expiresAt}T00:00:00Z`) + DAY_MS - BOTSWANA_OFFSET_MS
}

/**
 * A manager's recall or suspension comes first, then any other flag (a report), then the expiry
 * date; a product on the register with none of these is genuine.
 */
function verdictOf(row: ProductRow, time: number): ProductVerdict['result']['verdict'] {
  if (row.status === RECALLED) return 'recalled'
  if (row.status === SUSPENDED) return 'suspended'
  if (row.status !== REGISTERED) return 'flagged'
  if (row.expires_at && time >= expiryMoment(row.expires_at)) return 'expired'
  return 'genuine'
}

export function toVerdict(row: ProductRow, time: number): ProductVerdict {
  const verdict = verdictOf(row, time)
  const withReason = row.status !== REGISTERED
  const result: ProductCheckResult = {
    verdict,
    product: {
      code: row.code,
      name: row.name,
      manufacturer: row.manufacturer,
      ...(row.batch ? { batch: row.batch } : {}),
      ...(row.expires_at ? { expiresAt: row.expires_at } : {}),
      status: row.status,
      ...(withReason ? { reason: row.reason ?? row.status } : {}),
      ...(row.certifier ? { certifier: row.certifier } : {}),
      ...(row.sample ? { sample: true } : {}),
    },
  }
  const until = verdict === 'genuine' && row.expires_at ? expiryMoment(row.expires_at) : undefined
  return {
    result,
    text: okText(result),
    threshold: row.check_threshold ?? DEFAULT_CHECK_THRESHOLD,
    ...(until === undefined ? {} : { until }),
  }
}

const NOT_FOUND_RESULT: ProductCheckResult = { verdict: 'not_found' }
const NOT_FOUND: ProductVerdict = { result: NOT_FOUND_RESULT, text: okText(NOT_FOUND_RESULT) }

/**
 * Verdicts for many codes in one query; codes not on the register are left out. Each row comes
 * back as one JSON value rather than nine columns: PGlite's cost is in reading the answer, per
 * column of every row, far more than in planning the query (profiled: a batch of 32 codes took
 * about 2.4 ms as columns and 1.4 ms as one JSON value each, the plan itself 0.08 ms; a prepared
 * statement would save only the last).
 */
export async function checkProducts(db: Db, codes: string[]) {
  const state = verificationState(db)
  const readAt = state.now()
  const rows = await db.query<{ product: ProductRow }>(
    `select row_to_json(p) as product from (
       select code, name, manufacturer, batch, expires_at, status, reason, certifier,
         check_threshold, sample,
         (select json_build_array(c.count, floor(extract(epoch from c.first_checked_at) * 1000))
          from product_checks c where c.code = products.code) as checked
       from products where code = any($1::text[])
     ) p`,
    [codes],
  )
  const time = state.now()
  // Each product's count of checks as read with it, so that its first check here is answered
  // without a statement of its own (verification/checks.ts). A subquery per row, not a join:
  // 0.64 ms of CPU for 14 codes against 0.82 (without the count: 0.46).
  for (const { product } of rows) {
    const { checked } = product
    const total = checked ? { count: checked[0], firstCheckedAt: isoOf(checked[1]) } : undefined
    state.checks.known(product.code, total, readAt)
  }
  return new Map(rows.map(({ product }) => [product.code, toVerdict(product, time)]))
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
const loaders = new WeakMap<Db, BatchLoader<ProductVerdict>>()

function loaderFor(db: Db): BatchLoader<ProductVerdict> {
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

/**
 * The answer: the verdict's text, built once per cached verdict (in a campaign most checks send
 * the same few verdicts again, and serialising them was a good part of a check's cost), with the
 * count of checks spliced in before its two closing braces.
 */
function answer(c: Context<AppEnv>, verdict: ProductVerdict, checks: CheckCount | undefined) {
  if (!checks || verdict.threshold === undefined) return okPrebuilt(c, verdict.text)
  const counted =
    `,"checks":{"count":${checks.count},"firstCheckedAt":"${checks.firstCheckedAt}",` +
    `"threshold":${verdict.threshold}}}}`
  return okPrebuilt(c, verdict.text.slice(0, -2) + counted)
}

/** Counts the check of a code on the register (verification/checks.ts), then answers. */
function answerCounted(c: Context<AppEnv>, db: Db, verdict: ProductVerdict) {
  if (verdict.threshold === undefined) return okPrebuilt(c, verdict.text)
  const checks = verificationState(db).checks.record(verdict.result.product!.code)
  if (checks instanceof Promise) return checks.then((counted) => answer(c, verdict, counted))
  return answer(c, verdict, checks)
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
    if (cached) return answerCounted(c, db, cached)
    return verdicts
      .get(code, () => loaderFor(db).load(code))
      .then((verdict) => answerCounted(c, db, verdict))
  },
)
