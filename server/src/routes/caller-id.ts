/**
 * `callerId/check` (docs/design.md section 4): is this number a verified line of a registered
 * organisation, reported by the public, or unknown? The shared phone rule has already removed
 * spaces and brackets; numbers are then compared in international form, so a Botswana number
 * typed the local way (71 000 001, or 267 71 000 001) finds +26771000001 (the rule is shared
 * with the app, which looks a number up in its offline copy the same way).
 */
import { Hono } from 'hono'
import { callerIdCheckSchema, type CallerIdCheckResult } from '../../../src/shared/schemas/verify'
import { internationalForm } from '../../../src/shared/verify-snapshot'
import type { AppEnv } from '../context'
import { jsonBody } from '../http/json-body'
import { ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'

interface CallerRow {
  status: 'verified' | 'reported'
  owner: string | null
  reports: number
  sample: boolean
}

export const callerIdRoutes = new Hono<AppEnv>().post(
  '/check',
  rateLimit('verify'),
  jsonBody(callerIdCheckSchema),
  async (c) => {
    const { phone } = c.req.valid('json')
    const [row] = await c.var.db.query<CallerRow>(
      'select status, owner, reports, sample from caller_ids where phone = $1',
      [internationalForm(phone)],
    )
    if (!row) return ok(c, { verdict: 'not_found', reports: 0 } satisfies CallerIdCheckResult)
    return ok(c, {
      verdict: row.status === 'verified' ? 'verified' : 'reported',
      ...(row.owner ? { owner: row.owner } : {}),
      reports: row.reports,
      ...(row.sample ? { sample: true } : {}),
    } satisfies CallerIdCheckResult)
  },
)
