/**
 * The numbers the join asks once but the contract holds twice (in `user` and in `kyc`), filled
 * in before the contract sees the data (the journey's `derive`, worked-out.ts):
 * - the identity document's number is the ID or passport number given on the first page;
 * - a BTU member's membership number is the payroll number they gave as "BTU Membership #".
 * Asking them twice let the two disagree, and people typed the same number again.
 */
import type { Answers } from '../../../journey/types'

const record = (value: unknown): Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Answers) : {}

export function askedOnce(data: Answers): Answers {
  const user = record(data.user)
  const kyc = record(data.kyc)
  const next: Answers = { ...data }
  if (user.identificationNumber !== undefined) {
    const identityInfo = { ...record(kyc.identityInfo), idNumber: user.identificationNumber }
    next.kyc = { ...kyc, identityInfo }
  }
  if (user.payrollGroup === 'BTU Member' && user.payrollNumber !== undefined) {
    next.user = { ...user, membershipNumber: user.payrollNumber }
  }
  return next
}
