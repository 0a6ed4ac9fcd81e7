/**
 * The exclusion a cancellation names, as the register holds it, and why it cannot be cancelled
 * now (docs/decisions.md, "Cancelling an exclusion"): read when a cancellation is applied for
 * (server/src/submissions/cancel.ts), approved (server/src/staff/cancel-effect.ts) and
 * withdrawn. Here, below both resources, with the definition of in force it uses.
 */
import { lookupKey } from '../../../src/shared/contracts/contract'
import { cancellableFrom } from '../../../src/shared/exclusion-period'
import { messageText as m } from '../../../src/shared/messages'
import { REFERENCE_PREFIXES } from '../../../src/shared/reference'
import type { Queryable } from './db'
import { inForceOn } from './exclusion-state'

export interface CancelData {
  kind?: unknown
  applicant?: { idNumber?: unknown }
  exclusionReferenceNumber?: unknown
}

export interface NamedExclusion {
  reference: string
  startsOn: string
  inForce: boolean
  cancelledFrom: string | null
}

/**
 * The exclusion a cancellation names, when it is on our register and the applicant is the
 * person it excludes; undefined otherwise. The form takes the reference as a code without its
 * hyphen (`EXABCD2345`, src/shared/rules.ts codeSchema), and the register keeps `EX-ABCD2345`.
 */
export async function namedExclusion(
  tx: Queryable,
  data: CancelData,
  today: string,
): Promise<NamedExclusion | undefined> {
  const code = data.exclusionReferenceNumber
  const id = data.applicant?.idNumber
  const prefix = REFERENCE_PREFIXES.exclusion
  if (typeof code !== 'string' || typeof id !== 'string' || !code.startsWith(prefix)) return
  const [row] = await tx.query<{
    starts_on: string
    in_force: boolean
    cancelled_from: string | null
  }>(
    `select to_char(starts_on, 'YYYY-MM-DD') as starts_on, ${inForceOn('$3')} as in_force,
       to_char(cancelled_from, 'YYYY-MM-DD') as cancelled_from
     from submissions
     where reference = $1 and kind = 'exclusion' and status = 'APPROVED'
       and starts_on is not null and excluded_key = $2`,
    [`${prefix}-${code.slice(prefix.length)}`, lookupKey(id), today],
  )
  if (!row) return undefined
  return {
    reference: `${prefix}-${code.slice(prefix.length)}`,
    startsOn: row.starts_on,
    inForce: row.in_force,
    cancelledFrom: row.cancelled_from,
  }
}

/** Why the exclusion cannot be cancelled now, in the shared message table's words, or none. */
export function cancellationRefusal(exclusion: NamedExclusion, today: string): string | undefined {
  if (!exclusion.inForce) return m('cancel.notInForce')
  const from = cancellableFrom(exclusion.startsOn)
  if (today < from) return m('cancel.tooEarly', { startsOn: exclusion.startsOn, from })
  return undefined
}
