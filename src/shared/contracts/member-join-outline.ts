/**
 * The outline of `members/join` (outline.ts); the contract is member-join.ts. The three KYC
 * documents are always required; no answer depends on another at the top level (the spouse
 * and dependents are checked by the schema's own rules).
 */
import type { AnyContract } from './contract'
import { defineOutline } from './outline'

export const memberJoinOutline = defineOutline({
  kind: 'insuranceJoin',
  call: 'members/join',
  area: 'members',
  encoding: 'multipart',
  conditions: {},
  optional: [
    'user.membershipNumber',
    'kyc.employmentInfo.yearEnded',
    'spouse',
    'spouse.middleName',
    'spouse.type',
    'spouse.contactNumber',
    'spouse.employmentStatus',
    'spouse.maritalStatus',
    'spouse.numberOfDependents',
    'dependents.*.middleName',
    'dependents.*.contactNumber',
    'dependents.*.employmentStatus',
    'dependents.*.maritalStatus',
    'dependents.*.numberOfDependents',
    'addOns.*.dependent',
    'addOns.*.spouse',
  ],
  files: {
    identityFile: { kind: 'document', required: () => true },
    addressFile: { kind: 'document', required: () => true },
    bankStatementFile: { kind: 'document', required: () => true },
  },
  load: (): Promise<AnyContract> =>
    import('./member-join').then((module) => module.memberJoinContract),
})
