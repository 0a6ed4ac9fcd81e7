/**
 * `exclusions/status` (docs/design.md section 4a): what became of a portal submission (EX, RP, CP,
 * CN, TK), found only when its reference AND the id or phone number given with it both match.
 * One 404 whose words never say which half was wrong, and the verification calls' rate limit,
 * so references cannot be tried one after another.
 *
 * Of a decision it answers the note staff wrote for the applicant, and never reads the note for
 * the record (`decision_note`): that one may hold what only staff should see.
 */
import { Hono } from 'hono'
import type * as v from 'valibot'
import { STATUS_KINDS } from '../../../src/shared/contracts'
import { lookupKey } from '../../../src/shared/contracts/contract'
import {
  statusCheckSchema,
  type StatusAnswer,
  type StatusKind,
} from '../../../src/shared/contracts/status'
import type { AppEnv } from '../context'
import { jsonBody } from '../http/body'
import { ApiError, ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'

export const NOT_FOUND =
  'We found no application with that reference number and ID or phone number. Check both and try again.'

interface Row {
  kind: string
  status: StatusAnswer['status']
  data: { kind?: unknown }
  applicant_note: string | null
  created_at: Date
  updated_at: Date
}

export const statusRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit('status'),
  jsonBody(statusCheckSchema),
  async (c) => {
    const { idNumber, reference } = c.req.valid('json') as v.InferOutput<typeof statusCheckSchema>
    const [row] = await c.var.db.query<Row>(
      `select kind, status, data, applicant_note, created_at, updated_at from submissions
       where reference = $1 and kind = any($2) and $3 = any(lookup_keys)`,
      [reference, STATUS_KINDS, lookupKey(idNumber)],
    )
    if (!row) throw new ApiError(404, NOT_FOUND)
    const answer: StatusAnswer = {
      reference,
      kind: (row.kind === 'exclusion'
        ? `exclusion-${String(row.data.kind)}`
        : row.kind) as StatusKind,
      status: row.status,
      submittedAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      ...(row.applicant_note ? { applicantNote: row.applicant_note } : {}),
    }
    return ok(c, answer)
  },
)
