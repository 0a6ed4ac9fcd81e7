/**
 * `POST /api/staff/members/show` (docs/api.md): a member of the union as the union's staff see
 * them, on one page: who they are and how to reach them, their cover (insurance/cover.ts, what
 * the member's own page shows), their premiums (insurance/deductions.ts) and the funeral claims
 * on their membership, with their other join applications.
 *
 * A member is found by the number staff are given, as a claim names them (insurance/
 * claim-join.ts): the approved join's MB- reference, its membership number, or a BTU member's
 * payroll number; the newest approved join when several match. No approved join is a 404: a
 * join still pending is read on its own case page. The claims are those whose case page names
 * this very join (the same rule, joinOfClaim), and the other joins those of the same person (the
 * same ID number), whatever number they give.
 *
 * Who may: staff who read the union's cases in full (its managers and auditors, and the
 * super-administrator): `cases.show` in the members area. An agent reads only the cases it
 * submitted, and a member's page gathers cases it did not, so an agent is refused (403), as is
 * any other organisation. Reading a case is not written to the audit log (staff/cases/show), so
 * reading a member's page is not either.
 */
import { Hono } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import type { CaseStatus } from '../../../src/shared/schemas/staff-cases'
import {
  memberShowSchema,
  type StaffMember,
  type StaffMemberClaim,
} from '../../../src/shared/schemas/staff-members'
import type { StaffEnv } from '../auth/context'
import { gatewayClock } from '../clock'
import { ApiError, ok } from '../http/envelope'
import { jsonBody } from '../http/json-body'
import { catalogue } from '../insurance/catalogue'
import { joinOfClaim } from '../insurance/claim-join'
import { membershipOf } from '../insurance/cover'
import { deductionStanding } from '../insurance/deductions'
import { reachArea } from './reach'

type Loose = Record<string, unknown>
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {}
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

interface JoinRow {
  reference: string
  status: CaseStatus
  data: Loose
  lookup_keys: string[]
  created_at: Date | string
  decided_at: Date | string | null
}

interface ClaimRow {
  reference: string
  status: CaseStatus
  data: Loose
  created_at: Date | string
  decided_at: Date | string | null
  payout: string | null
}

// A BTU member's payroll number is their "BTU Membership #" (README, "Insurance").
const JOIN_NUMBER_SQL = `(reference = $1 or lower(data->'user'->>'membershipNumber') = $2
  or (data->'user'->>'payrollGroup' = 'BTU Member' and lower(data->'user'->>'payrollNumber') = $2))`

/** The numbers a claim may name the join `data` (reference `reference`) by, lower case. */
function numbersOf(data: Loose): string[] {
  const user = record(data.user)
  const numbers = [text(user.membershipNumber).trim()]
  if (user.payrollGroup === 'BTU Member') numbers.push(text(user.payrollNumber).trim())
  return numbers.filter(Boolean).map((number) => number.toLowerCase())
}

export const membersRoutes = new Hono<StaffEnv>().post(
  '/show',
  jsonBody(memberShowSchema),
  async (c) => {
    const { number } = c.req.valid('json')
    const { submittedBy } = reachArea(c, 'cases.show', 'members')
    if (submittedBy) throw new ApiError(403, m('permission.denied'))
    const db = c.get('db')
    const joins = await db.query<JoinRow>(
      `select reference, status, data, lookup_keys, created_at, decided_at from submissions
       where kind = 'insuranceJoin' and ${JOIN_NUMBER_SQL}
       order by created_at desc, reference desc limit 50`,
      [number.replace(/\s/g, '').toUpperCase(), number.toLowerCase()],
    )
    const approved = joins
      .filter((row) => row.status === 'APPROVED' && row.decided_at !== null)
      .sort((a, b) => +new Date(b.decided_at!) - +new Date(a.decided_at!))[0]
    if (!approved) throw new ApiError(404, m('member.unknown'))

    const data = approved.data
    const user = record(data.user)
    const pkg = (await catalogue(db)).packages.get(text(data.packageId))
    const membership = membershipOf(approved.reference, data, pkg, new Date(approved.decided_at!))
    const today = await gatewayClock(db, c.get('env')).today()
    const member: StaffMember = {
      reference: approved.reference,
      firstName: membership.people[0]!.firstName,
      surname: membership.people[0]!.surname,
      email: text(user.emailAddress) || null,
      phone: text(user.contactNumber) || null,
      package: {
        id: text(data.packageId),
        title: pkg?.title ?? text(data.packageId),
        ...(pkg?.translations ? { translations: pkg.translations } : {}),
      },
      membership,
      deductions: await deductionStanding(
        db,
        { reference: approved.reference, data, membership },
        today,
      ),
      claims: await claimsOf(db, approved.reference, numbersOf(data)),
      otherJoins: (
        await db.query<JoinRow>(
          `select reference, status, created_at, decided_at from submissions
           where kind = 'insuranceJoin' and lookup_keys && $1::text[] and reference <> $2
           order by created_at desc, reference desc limit 20`,
          [approved.lookup_keys, approved.reference],
        )
      ).map((row) => ({
        reference: row.reference,
        status: row.status,
        submittedAt: iso(row.created_at)!,
        decidedAt: row.status === 'PENDING' ? null : iso(row.decided_at),
      })),
    }
    return ok(c, member)
  },
)

/**
 * The claims whose case page names the join `reference`: those that quote its reference or one
 * of its `numbers`, kept when joinOfClaim, with the claim's ID number, finds this very join.
 */
async function claimsOf(
  db: Parameters<typeof joinOfClaim>[0],
  reference: string,
  numbers: string[],
): Promise<StaffMemberClaim[]> {
  const rows = await db.query<ClaimRow>(
    `select reference, status, data, created_at, decided_at, payout from submissions
     where kind = 'claim'
       and (upper(regexp_replace(data->'member'->>'membership', '\\s', '', 'g')) = $1
         or lower(trim(data->'member'->>'membership')) = any($2))
     order by created_at desc, reference desc limit 100`,
    [reference, numbers],
  )
  const claims: StaffMemberClaim[] = []
  for (const row of rows) {
    if ((await joinOfClaim(db, row.data))?.reference !== reference) continue
    const deceased = record(row.data.deceased)
    claims.push({
      reference: row.reference,
      status: row.status,
      submittedAt: iso(row.created_at)!,
      decidedAt: row.status === 'PENDING' ? null : iso(row.decided_at),
      deceased: {
        firstName: text(deceased.firstName),
        surname: text(deceased.surname),
        relationship: text(deceased.relationship),
      },
      deathDate: text(row.data.deathDate),
      payout: row.payout === null ? null : Number(row.payout),
    })
  }
  return claims
}
