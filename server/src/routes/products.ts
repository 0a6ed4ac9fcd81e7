/**
 * `product/check` (DESIGN.md section 4): a product code in, a verdict out. Verdicts are data:
 * `not_found` and `flagged` answer 200. This is the hot call of a QR campaign, so verdicts go
 * through a short cache (verification/cache.ts: at most 5 s, so a newly flagged product shows
 * as flagged well within the 10 s of DESIGN.md section 7), and the misses that arrive together
 * share one query (verification/batch.ts). `product/register` belongs to its own sub-app,
 * mounted at /api/product/register.
 */
import { Hono } from 'hono'
import { productCheckSchema, type ProductCheckResult } from '../../../src/shared/schemas/verify'
import type { AppEnv } from '../context'
import type { Db } from '../db/db'
import { jsonBody } from '../http/body'
import { ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { createBatchLoader, type BatchLoader } from '../verification/batch'
import { verificationState } from '../verification/state'

/** The one status that reads as genuine; any other (Reported, Recalled...) is flagged. */
export const REGISTERED = 'Registered'

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

/** Verdicts for many codes in one query; codes not on the register are left out. */
export async function checkProducts(db: Db, codes: string[]) {
  const rows = await db.query<ProductRow>(
    `select code, name, manufacturer, batch, expires_at, status, reason, certifier, sample
     from products where code = any($1::text[])`,
    [codes],
  )
  return new Map(rows.map((row) => [row.code, toResult(row)]))
}

// One loader per database, like the verdict cache (verification/state.ts).
const loaders = new WeakMap<Db, BatchLoader<ProductCheckResult>>()

function loaderFor(db: Db): BatchLoader<ProductCheckResult> {
  let loader = loaders.get(db)
  if (!loader) {
    loader = createBatchLoader(
      (codes) => checkProducts(db, codes),
      () => NOT_FOUND,
    )
    loaders.set(db, loader)
  }
  return loader
}

export const productRoutes = new Hono<AppEnv>().post(
  '/check',
  rateLimit('verify'),
  jsonBody(productCheckSchema),
  async (c) => {
    const { code } = c.req.valid('json')
    const db = c.get('db')
    const result = await verificationState(db).products.get(code, () => loaderFor(db).load(code))
    return ok(c, result)
  },
)
