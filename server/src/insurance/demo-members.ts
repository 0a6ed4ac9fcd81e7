/**
 * The demo's approved members (`npm run demo` only, server/src/seed.ts), so a union manager can
 * import docs/samples/payroll-deductions.csv and the demo member account@union.example sees the
 * months on My membership: two joins of the sample, approved on 10 June 2026 (cover from 1 July),
 * with the payroll numbers of the sample schedule. Inserted once: a restart changes nothing.
 */
import { memberJoinContract } from '../../../src/shared/contracts/member-join'
import { lookupKeys } from '../../../src/shared/contracts/contract'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type { Db } from '../db/db'

export const DEMO_MEMBERS = [
  { reference: 'MB-DEM00001', email: 'account@union.example', payrollNumber: 'BTU100001' },
  { reference: 'MB-DEM00002', email: 'neo.demo@example.org', payrollNumber: 'BTU100002' },
] as const

export async function seedDemoMembers(db: Db): Promise<void> {
  const sample = SAMPLE_DATA.insuranceJoin
  for (const member of DEMO_MEMBERS) {
    const data = {
      ...sample,
      user: { ...sample.user, emailAddress: member.email, payrollNumber: member.payrollNumber },
    }
    await db.query(
      `insert into submissions (reference, kind, area, data, lookup_keys, status, decided_by,
         decided_at, member_id)
       values ($1, 'insuranceJoin', 'members', $2::jsonb, $3, 'APPROVED', 'manager@union.example',
         '2026-06-10T08:00:00Z', (select id from staff_users where email = $4))
       on conflict do nothing`,
      [member.reference, JSON.stringify(data), lookupKeys(memberJoinContract, data), member.email],
    )
  }
}
