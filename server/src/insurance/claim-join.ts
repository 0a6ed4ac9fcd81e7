/**
 * The approved join a funeral claim names (claims.ts): an APPROVED `insuranceJoin` whose
 * reference, `user.membershipNumber`, or for a BTU member the payroll number (their "BTU
 * Membership #", which the join asks as the payroll number: README, "Insurance") is the claim's
 * `member.membership`, and whose ID (its lookup key) is the claim's `member.idNumber`; the
 * newest, if several.
 */
import { inBotswana } from '../../../src/shared/call-time'
import { lookupKey } from '../../../src/shared/contracts/contract'
import type { ApprovedJoin } from '../../../src/shared/insurance/claim-checks'
import type { Queryable } from '../db/db'

type Loose = Record<string, unknown>
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {}
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The approved join a claim names, or undefined. */
export async function joinOfClaim(db: Queryable, data: Loose): Promise<ApprovedJoin | undefined> {
  const member = record(data.member)
  const membership = text(member.membership).trim()
  const idNumber = text(member.idNumber)
  if (!membership || !idNumber) return undefined
  const [row] = await db.query<{ reference: string; data: Loose; decided_at: Date | string }>(
    `select reference, data, decided_at from submissions
     where kind = 'insuranceJoin' and status = 'APPROVED' and $3 = any(lookup_keys)
       and (reference = upper($1) or lower(data->'user'->>'membershipNumber') = lower($2)
         or (data->'user'->>'payrollGroup' = 'BTU Member'
             and lower(data->'user'->>'payrollNumber') = lower($2)))
     order by decided_at desc limit 1`,
    [membership.replace(/\s/g, ''), membership, lookupKey(idNumber)],
  )
  if (!row) return undefined
  return {
    reference: row.reference,
    data: row.data,
    approvedOn: inBotswana(new Date(row.decided_at)).date,
  }
}
