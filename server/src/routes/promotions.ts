/**
 * `promotions/verify` (docs/design.md section 4): a promotion code and promo name (typed, or from a
 * QR code's /qr-verify/promotion/<code>/<promo>) in, a verdict out. A promotion is genuine
 * while it is approved and running. Whether it has ended is computed from its end date in
 * Botswana today, never stored: PRM2025/SUMMER is flagged because its end date has passed,
 * while its status stays what the regulator decided (Approved).
 */
import { Hono } from 'hono'
import {
  promotionVerifySchema,
  type PromotionVerifyResult,
} from '../../../src/shared/schemas/verify'
import type { AppEnv } from '../context'
import { jsonBody } from '../http/json-body'
import { ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { verificationState } from '../verification/state'
import { today } from '../verification/text'

const APPROVED = 'Approved'

interface PromotionRow {
  code: string
  promo: string
  title: string
  organiser: string
  starts_at: string
  ends_at: string
  status: string
  sample: boolean
}

/** Why a promotion is flagged on `date`, or undefined while it is approved and running. */
export function promotionFlag(row: PromotionRow, date: string): string | undefined {
  if (row.status !== APPROVED) return row.status
  if (row.ends_at < date) return 'Ended'
  if (row.starts_at > date) return 'Not started'
  return undefined
}

export const promotionRoutes = new Hono<AppEnv>().post(
  '/verify',
  rateLimit('verify'),
  jsonBody(promotionVerifySchema),
  async (c) => {
    const { code, promo } = c.req.valid('json')
    const db = c.var.db
    const [row] = await db.query<PromotionRow>(
      `select code, promo, title, organiser, starts_at, ends_at, status, sample
       from promotions where code = $1 and promo = $2`,
      [code, promo],
    )
    if (!row) return ok(c, { verdict: 'not_found' } satisfies PromotionVerifyResult)
    const reason = promotionFlag(row, today(verificationState(db).now()))
    return ok(c, {
      verdict: reason ? 'flagged' : 'genuine',
      promotion: {
        code: row.code,
        promo: row.promo,
        title: row.title,
        organiser: row.organiser,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        status: row.status,
        ...(reason ? { reason } : {}),
        ...(row.sample ? { sample: true } : {}),
      },
    } satisfies PromotionVerifyResult)
  },
)
