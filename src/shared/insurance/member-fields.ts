/**
 * The fields of a join application (`members/join`, docs/design.md section 4a), with the names of
 * the data model: the member (`user`), the four parts of `kyc`, and a `dependent`. Built from
 * the shared rules (../rules.ts, ../contracts/fields.ts), each field with a message that says
 * which answer is wrong.
 *
 * Decided where the documents are silent (README, "Insurance"):
 * - Numbers that people type (basic salary, years, number of dependents) arrive as text from a
 *   form or as numbers from another client; both are taken and kept as numbers.
 * - Event years (employment `yearStart`, `yearEnded`) run from 1970, the date year limit, to
 *   this year; dates of birth have no such limit (bands reach 85).
 * - Lists of values no one had fixed: employment status (employed, self-employed, unemployed,
 *   student, retired) and marital status (single, married, divorced, widowed).
 */
import * as v from 'valibot'
import { choice, DISTRICTS, GENDERS, limitedText, yesNo } from '../contracts/fields'
import { DATE_YEAR_MIN } from '../dates'
import { messageText as m, type MessageKey } from '../messages'
import {
  early,
  emailSchema,
  idNumberSchema,
  LIMITS,
  membershipNumberSchema,
  nameSchema,
  optionalField,
  phoneSchema,
} from '../rules'
import {
  ADDRESS_TYPES,
  BANK_ACCOUNTS_MAX,
  DEPENDENT_TYPES,
  EMPLOYMENT_STATUSES,
  IDENTITY_TYPES,
  MARITAL_STATUSES,
  NUMBER_OF_DEPENDENTS_MAX,
  PAYROLL_GROUPS,
} from './member-choices'
import { dateOfBirthSchema, deductionSourceSchema } from './schemas'

/** A required one-line answer of at most `max` characters. */
const text = (required: MessageKey, max: number) =>
  limitedText({ required, tooLong: 'answer.tooLong' }, { max })

const thisYear = () => new Date().getUTCFullYear()

/**
 * A number typed as text (or sent as a number): spaces and thousands commas dropped, then
 * `pattern`, then `valid` on the number. One message when missing, one when wrong.
 */
function typedNumber(
  required: MessageKey,
  invalid: () => string,
  pattern: RegExp,
  valid: (value: number) => boolean,
) {
  return early(
    v.pipe(
      v.union([v.string(), v.number()], m(required)),
      v.transform((value) => (typeof value === 'number' ? String(value) : value)),
      v.transform((value) => value.replace(/[\s,]/g, '')),
      v.nonEmpty(m(required)),
      v.regex(pattern, invalid),
      v.transform(Number),
      v.check(valid, invalid),
    ),
  )
}

const yearSchema = typedNumber(
  'year.required',
  () => m('year.invalid', { min: DATE_YEAR_MIN, max: thisYear() }),
  /^\d{4}$/,
  (year) => year >= DATE_YEAR_MIN && year <= thisYear(),
)

const digits = (keys: [MessageKey, MessageKey], min: number, max: number) =>
  early(
    v.pipe(
      v.string(m(keys[0])),
      v.transform((value) => value.replace(/[\s-]/g, '')),
      v.nonEmpty(m(keys[0])),
      v.regex(new RegExp(`^\\d{${min},${max}}$`), m(keys[1], { min, max })),
    ),
  )

export const userSchema = v.strictObject(
  {
    firstname: nameSchema,
    lastname: nameSchema,
    emailAddress: emailSchema,
    contactNumber: phoneSchema,
    region: text('region.required', 100),
    school: text('school.required', 150),
    identificationNumber: idNumberSchema,
    dateOfBirth: dateOfBirthSchema,
    occupation: text('occupation.required', 100),
    membershipNumber: optionalField(membershipNumberSchema),
    nationality: text('nationality.required', 60),
    gender: choice(GENDERS, 'gender.required'),
    payrollNumber: text('payrollNumber.required', 32),
    deductionSource: deductionSourceSchema,
    sector: text('sector.required', 100),
    district: choice(DISTRICTS, 'district.required'),
    payrollGroup: choice(PAYROLL_GROUPS, 'payrollGroup.required'),
  },
  m('field.required'),
)

const identityInfoSchema = v.strictObject(
  { idNumber: idNumberSchema, type: choice(IDENTITY_TYPES, 'identityType.required') },
  m('field.required'),
)

const addressInfoSchema = v.strictObject(
  {
    plotNo: text('plotNo.required', 40),
    streetName: text('streetName.required', 100),
    ward: text('ward.required', 100),
    city: limitedText(
      { required: 'location.required', tooShort: 'location.tooShort', tooLong: 'location.tooLong' },
      LIMITS.name,
    ),
    district: choice(DISTRICTS, 'district.required'),
    type: choice(ADDRESS_TYPES, 'addressType.required'),
  },
  m('field.required'),
)

const employmentInfoSchema = v.pipe(
  v.strictObject(
    {
      employerName: text('employerName.required', 150),
      position: text('position.required', 100),
      employerContact: phoneSchema,
      departmentName: text('departmentName.required', 150),
      employeeNumber: text('employeeNumber.required', 32),
      payrollId: text('payrollId.required', 32),
      basicSalary: typedNumber(
        'basicSalary.required',
        () => m('basicSalary.invalid'),
        /^\d{1,9}(\.\d{1,2})?$/,
        (amount) => amount > 0,
      ),
      yearStart: yearSchema,
      yearEnded: v.optional(yearSchema),
    },
    m('field.required'),
  ),
  v.forward(
    v.check(
      (info) => info.yearEnded === undefined || info.yearEnded >= info.yearStart,
      m('yearEnded.beforeStart'),
    ),
    ['yearEnded'],
  ),
)

/** A bank account's rules, shared with a funeral claim's account for the payout (claim.ts). */
export const bankAccountEntries = {
  bankName: text('bankName.required', 100),
  branchName: text('branchName.required', 100),
  branchCode: digits(['branchCode.required', 'branchCode.invalid'], 3, 10),
  accountNumber: digits(['accountNumber.required', 'accountNumber.invalid'], 6, 20),
}

const bankAccountSchema = v.strictObject(bankAccountEntries, m('field.required'))

export const kycSchema = v.strictObject(
  {
    identityInfo: identityInfoSchema,
    addressInfo: addressInfoSchema,
    employmentInfo: employmentInfoSchema,
    bankAccounts: early(
      v.pipe(
        v.array(bankAccountSchema, m('bankAccounts.required')),
        v.minLength(1, m('bankAccounts.required')),
        v.maxLength(BANK_ACCOUNTS_MAX, m('bankAccounts.tooMany', { max: BANK_ACCOUNTS_MAX })),
      ),
    ),
  },
  m('field.required'),
)

/** A `dependent`; the spouse is one too, whose `type` is always spouse. */
function dependentEntries(type: v.GenericSchema) {
  return {
    identityNumber: idNumberSchema,
    firstName: nameSchema,
    middleName: optionalField(nameSchema),
    surname: nameSchema,
    dateOfBirth: dateOfBirthSchema,
    gender: choice(GENDERS, 'gender.required'),
    type,
    relationship: limitedText(
      {
        required: 'dependentRelationship.required',
        tooShort: 'otherRelationship.tooShort',
        tooLong: 'otherRelationship.tooLong',
      },
      LIMITS.name,
    ),
    contactNumber: optionalField(phoneSchema),
    employmentStatus: v.optional(choice(EMPLOYMENT_STATUSES, 'employmentStatus.required')),
    maritalStatus: v.optional(choice(MARITAL_STATUSES, 'maritalStatus.required')),
    nextOfKin: yesNo('nextOfKin.required'),
    numberOfDependents: v.optional(
      typedNumber(
        'numberOfDependents.invalid',
        () => m('numberOfDependents.invalid', { max: NUMBER_OF_DEPENDENTS_MAX }),
        /^\d{1,2}$/,
        (count) => count <= NUMBER_OF_DEPENDENTS_MAX,
      ),
    ),
  }
}

export const dependentSchema = v.strictObject(
  dependentEntries(choice(DEPENDENT_TYPES, 'dependentType.required')),
  m('field.required'),
)

/** The spouse: a dependent whose type, when not sent, is spouse (and can be nothing else). */
export const spouseSchema = v.strictObject(
  dependentEntries(v.optional(v.literal('spouse', m('dependentType.required')), 'spouse')),
  m('field.required'),
)

export type JoinUser = v.InferOutput<typeof userSchema>
export type Dependent = v.InferOutput<typeof dependentSchema>
