/**
 * The funeral claims a member reads on their own page (`members/me`, docs/api.md): each
 * approved join of theirs answers the claims on it, newest first (docs/decisions.md, "The
 * member's claims").
 *
 * A claim is on a join when it names that join the way staff find it (claim-join.ts): the
 * membership number or the join's reference with the member's ID number. Whoever made it, the
 * member signed in or a relative on another phone: it is a claim on their cover. A claim the
 * member made for someone else's cover names that other join, so it is not on this page (the
 * other member's, if they sign in; the claimant follows it by the status check).
 *
 * What the member reads is the claim's steps as the status check gives them (its documents
 * verified so far, the payout once approved, the reason staff wrote for a rejection) and the
 * person who died with the day: never the claimant's details, their documents or the bank
 * account, which are the claimant's, not the member's.
 */
import type { StatusAnswer } from '../../../src/shared/contracts/status'
import type { Queryable } from '../db/db'
import { joinOfClaim } from './claim-join'

type Loose = Record<string, unknown>
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {}
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A claim on the member's cover, as their page shows it: its steps and who died, when. */
export interface MemberClaim extends StatusAnswer {
  kind: 'claim'
  claim: NonNullable<StatusAnswer['claim']>
  deceased: { firstName: string; surname: string; relationship: string }
  /** 'YYYY-MM-DD'. */
  deathDate: string
}

interface Row {
  reference: string
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  data: Loose
  applicant_note: string | null
  created_at: Date | string
  updated_at: Date | string
  payout: string | null
  verified: number
  total: number
}

/** The claims on each of the approved joins `references`, by join reference. */
export async function claimsOnJoins(
  db: Queryable,
  references: readonly string[],
): Promise<Map<string, MemberClaim[]>> {
  const found = new Map<string, MemberClaim[]>(references.map((reference) => [reference, []]))
  if (references.length === 0) return found
  // Those that may name one of the joins (a shared ID number), then each checked by the rule
  // staff find the join by: a claim whose claimant is the member, on a parent's cover, names
  // the parent's join and is left out.
  const rows = await db.query<Row>(
    `select s.reference, s.status, s.data, s.applicant_note, s.created_at, s.updated_at, s.payout,
       (select count(*)::int from submission_documents d
          where d.reference = s.reference and d.verified) as verified,
       (select count(*)::int from submission_documents d where d.reference = s.reference) as total
     from submissions s
     where s.kind = 'claim' and s.lookup_keys && (
       select coalesce(array_agg(distinct key), '{}') from submissions j, unnest(j.lookup_keys) key
       where j.reference = any($1))
     order by s.created_at desc limit 50`,
    [references],
  )
  for (const row of rows) {
    const join = await joinOfClaim(db, row.data)
    const list = join && found.get(join.reference)
    if (!list) continue
    const deceased = record(row.data.deceased)
    list.push({
      reference: row.reference,
      kind: 'claim',
      status: row.status,
      submittedAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      ...(row.applicant_note ? { applicantNote: row.applicant_note } : {}),
      claim: {
        documentsVerified: row.verified,
        documents: row.total,
        ...(row.payout != null ? { payout: Number(row.payout) } : {}),
      },
      deceased: {
        firstName: text(deceased.firstName),
        surname: text(deceased.surname),
        relationship: text(deceased.relationship),
      },
      deathDate: text(row.data.deathDate),
    })
  }
  return found
}
