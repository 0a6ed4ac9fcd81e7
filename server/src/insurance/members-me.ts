/**
 * `members/me` (docs/api.md): a member's own view, for a signed-in account of the `account`
 * role (the permission matrix's `membership.show`, own records only). Nothing else may call it:
 * no session is a 401, any other role a 403.
 *
 * Which join applications are an account's (docs/decisions.md, "Only their own applications"):
 * those linked to it (submissions.member_id, migration 030), made while the member was signed in,
 * or made signed out and linked once the member confirmed the join's email with a code
 * (server/src/auth/member-auth.ts). A join made with someone's email is never theirs by that
 * alone. Applications are answered newest first, each with its status (PENDING until staff
 * decide; an approval sets the submission's status, decided_by and decided_at, which this
 * answers as `approvedBy`/`approvedAt` once the case review writes them, and `decidedAt`
 * for either decision), its package with its scheme, add-ons, spouse and dependents, and no
 * KYC data. Names carry the catalogue's `translations`, so the page reads them in the
 * member's language.
 */
import { Hono, type Context } from 'hono'
import type { Membership } from '../../../src/shared/insurance/cover'
import type { DeductionStanding } from '../../../src/shared/insurance/deductions'
import { messageText as m } from '../../../src/shared/messages'
import type { StaffEnv } from '../auth/context'
import { sameOrigin, signedIn } from '../auth/guard'
import { can } from '../auth/permissions'
import { ApiError, ok } from '../http/envelope'
import { catalogue } from './catalogue'
import { gatewayClock } from '../clock'
import { membershipOf } from './cover'
import { claimsOnJoins } from './member-claims'
import { deductionStanding } from './deductions'

interface Row {
  reference: string
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  data: Record<string, unknown>
  created_at: string | Date
  decided_by: string | null
  decided_at: string | Date | null
}

type Person = Record<string, unknown>
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

/** A person as the member reads them back: names, birth, who they are; no id number. */
const personView = (person: Person | undefined) =>
  person && {
    firstName: person.firstName,
    surname: person.surname,
    dateOfBirth: person.dateOfBirth,
    type: person.type ?? 'spouse',
    relationship: person.relationship,
  }

export function memberRoutes(now: () => number) {
  // The Origin check on this call only: /api/members/join (the submission routes) is public.
  return new Hono<StaffEnv>().post('/me', sameOrigin, async (c: Context<StaffEnv>) => {
    const account = await signedIn(c, now)
    if (account.mustChangePassword) throw new ApiError(403, m('session.changePassword'))
    if (account.role !== 'account' || !can(account, 'membership.show', 'union')) {
      throw new ApiError(403, m('permission.denied'))
    }
    const db = c.get('db')
    const rows = await db.query<Row>(
      `select reference, status, data, created_at, decided_by, decided_at from submissions
       where kind = 'insuranceJoin' and member_id = $1
       order by created_at desc limit 20`,
      [account.id],
    )
    const { packages, schemes } = await catalogue(db)
    const approved = rows.filter((row) => row.status === 'APPROVED')
    const claims = await claimsOnJoins(
      db,
      approved.map((row) => row.reference),
    )
    const schemeOf = (packageId: string) =>
      schemes.find((scheme) => scheme.packages.some((item) => item.id === packageId))
    // Who is covered and from when, once approved (./cover.ts), and each month's premium on it
    // (./deductions.ts).
    const memberships = new Map<string, Membership>()
    const deductions = new Map<string, DeductionStanding>()
    const today = await gatewayClock(db, c.get('env')).today()
    for (const row of rows) {
      if (row.status !== 'APPROVED' || row.decided_at === null) continue
      const pkg = packages.get(String(row.data.packageId))
      const membership = membershipOf(row.reference, row.data, pkg, new Date(row.decided_at))
      memberships.set(row.reference, membership)
      const join = { reference: row.reference, data: row.data, membership }
      deductions.set(row.reference, await deductionStanding(db, join, today))
    }
    return ok(
      c,
      rows.map((row) => {
        const data = row.data
        const pkg = packages.get(String(data.packageId))
        const scheme = schemeOf(String(data.packageId))
        const dependents = (Array.isArray(data.dependents) ? data.dependents : []) as Person[]
        const lines = (Array.isArray(data.addOns) ? data.addOns : []) as Person[]
        return {
          reference: row.reference,
          status: row.status,
          submittedAt: iso(row.created_at),
          approvedBy: row.status === 'APPROVED' ? row.decided_by : null,
          approvedAt: row.status === 'APPROVED' ? iso(row.decided_at) : null,
          decidedAt: row.status === 'PENDING' ? null : iso(row.decided_at),
          package: {
            id: data.packageId,
            title: pkg?.title ?? String(data.packageId),
            ...(pkg?.translations ? { translations: pkg.translations } : {}),
            scheme: scheme
              ? {
                  id: scheme.id,
                  title: scheme.title,
                  ...(scheme.translations ? { translations: scheme.translations } : {}),
                }
              : null,
          },
          deductionAmount: data.deductionAmount,
          deductionSource: (data.user as Person | undefined)?.deductionSource,
          addOns: lines.map((line) => {
            const addOn = pkg?.addOns.find((item) => item.id === line.addOnId)
            return {
              name: addOn?.name ?? line.addOnId,
              ...(addOn?.translations ? { translations: addOn.translations } : {}),
              covers:
                typeof line.dependent === 'number'
                  ? personView(dependents[line.dependent])
                  : line.spouse === true
                    ? personView(data.spouse as Person | undefined)
                    : null,
            }
          }),
          spouse: personView(data.spouse as Person | undefined) ?? null,
          dependents: dependents.map(personView),
          membership: memberships.get(row.reference) ?? null,
          // The funeral claims on this membership, with their steps (./member-claims.ts).
          claims: claims.get(row.reference) ?? [],
          deductions: deductions.get(row.reference) ?? null,
        }
      }),
    )
  })
}
