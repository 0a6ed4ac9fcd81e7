/**
 * The join's pages about the member after the first (first-step.ts; docs/design.md section 4a,
 * `user` and `kyc`): contact, work, payroll group, identity, address, employment and bank,
 * each KYC page with its document. They load with the form's checks (worked-out.ts). The
 * payroll number is asked by two fields, one per group, so its label and its message follow the
 * group (options.ts, PAYROLL_NUMBER).
 *
 * A number the contract holds twice is asked once (asked-once.ts fills in the other): the ID or
 * passport number on the first page, not again on the identity document's page; a BTU member's
 * membership number is their payroll number, so only an MPI employee is asked for one.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISTRICT_LABELS, optionsOf } from '../../../i18n/options'
import { DISTRICTS } from '../../../shared/contracts/choices'
import {
  ADDRESS_TYPES,
  BANK_ACCOUNTS_MAX,
  IDENTITY_TYPES,
  PAYROLL_GROUPS,
} from '../../../shared/insurance/member-choices'
import type { Answers, Field, Step } from '../../../journey/types'
import { text } from './first-step'
import {
  ADDRESS_TYPE_LABELS,
  IDENTITY_TYPE_LABELS,
  PAYROLL_GROUP_LABELS,
  PAYROLL_NUMBER,
} from './options'

const DOCUMENT_HINT = msg`A photo or scan: PDF, JPG, PNG or WebP, 10 MB at most`
const file = (path: string, label: MessageDescriptor): Field => ({
  path,
  control: 'file',
  label,
  hint: DOCUMENT_HINT,
})
const district = (path: string): Field => ({
  path,
  control: 'select',
  label: msg`District`,
  options: optionsOf(DISTRICTS, DISTRICT_LABELS),
})
const group = (value: string) => (answers: Answers) =>
  (answers.user as Answers | undefined)?.payrollGroup === value

export const memberSteps: Step[] = [
  {
    id: 'your-contact',
    title: msg`How we can contact you`,
    fields: [
      text('user.emailAddress', msg`Email address`, { type: 'email', autoComplete: 'email' }),
      text('user.contactNumber', msg`Phone number`, { type: 'tel', autoComplete: 'tel' }),
    ],
  },
  {
    id: 'your-work',
    title: msg`Where you work`,
    fields: [
      text('user.school', msg`School or workplace`),
      text('user.occupation', msg`Occupation`),
      text('user.sector', msg`Sector`, { hint: msg`For example primary education` }),
      text('user.region', msg`Region`),
      district('user.district'),
    ],
  },
  {
    id: 'payroll',
    title: msg`Your payroll group`,
    fields: [
      {
        path: 'user.payrollGroup',
        control: 'radios',
        label: msg`Which group are you paid in?`,
        options: optionsOf(PAYROLL_GROUPS, PAYROLL_GROUP_LABELS),
      },
      ...PAYROLL_GROUPS.map((value) => ({
        ...text('user.payrollNumber', PAYROLL_NUMBER[value].label, {
          width: 'medium',
          messages: { 'payrollNumber.required': PAYROLL_NUMBER[value].required },
        }),
        when: group(value),
      })),
      {
        ...text('user.membershipNumber', msg`BTU membership number, if you have one`, {
          width: 'medium',
        }),
        when: group(PAYROLL_GROUPS[1]),
      },
    ],
  },
  {
    id: 'identity',
    title: msg`Your identity document`,
    fields: [
      {
        path: 'kyc.identityInfo.type',
        control: 'radios',
        label: msg`Which document is it?`,
        options: optionsOf(IDENTITY_TYPES, IDENTITY_TYPE_LABELS),
      },
      file('identityFile', msg`A copy of the document`),
    ],
  },
  {
    id: 'address',
    title: msg`Your address`,
    fields: [
      {
        path: 'kyc.addressInfo.type',
        control: 'radios',
        label: msg`Which address is this?`,
        options: optionsOf(ADDRESS_TYPES, ADDRESS_TYPE_LABELS),
      },
      text('kyc.addressInfo.plotNo', msg`Plot or P O Box number`, { width: 'medium' }),
      text('kyc.addressInfo.streetName', msg`Street or area`),
      text('kyc.addressInfo.ward', msg`Ward`),
      text('kyc.addressInfo.city', msg`Town, city or village`),
      district('kyc.addressInfo.district'),
      file('addressFile', msg`Proof of address`),
    ],
  },
  {
    id: 'employment',
    title: msg`Your employment`,
    fields: [
      text('kyc.employmentInfo.employerName', msg`Employer`),
      text('kyc.employmentInfo.position', msg`Position`),
      text('kyc.employmentInfo.employerContact', msg`Employer's phone number`, { type: 'tel' }),
      text('kyc.employmentInfo.departmentName', msg`Department`),
      text('kyc.employmentInfo.employeeNumber', msg`Employee number`, { width: 'medium' }),
      text('kyc.employmentInfo.payrollId', msg`Payroll ID`, { width: 'medium' }),
      text('kyc.employmentInfo.basicSalary', msg`Basic salary a month, in pula`, {
        inputMode: 'decimal',
        width: 'medium',
      }),
      text('kyc.employmentInfo.yearStart', msg`Year you started`, {
        inputMode: 'numeric',
        width: 'short',
      }),
      text('kyc.employmentInfo.yearEnded', msg`Year it ended, if it has`, {
        inputMode: 'numeric',
        width: 'short',
      }),
    ],
  },
  {
    id: 'bank',
    title: msg`Your bank details`,
    intro: msg`The account a debit order would be taken from, and a statement of it.`,
    fields: [
      {
        path: 'kyc.bankAccounts',
        control: 'group',
        label: msg`Bank accounts`,
        itemLabel: (n) => msg`Bank account ${n}`,
        addLabel: msg`Add a bank account`,
        min: 1,
        max: BANK_ACCOUNTS_MAX,
        fields: [
          text('bankName', msg`Bank`),
          text('branchName', msg`Branch`),
          text('branchCode', msg`Branch code`, { inputMode: 'numeric', width: 'short' }),
          text('accountNumber', msg`Account number`, { inputMode: 'numeric', width: 'medium' }),
        ],
      },
      file('bankStatementFile', msg`A recent bank statement`),
    ],
  },
]
