/**
 * The English messages of the shared schemas, one stable key each.
 *
 * Why this shape: valibot messages are plain strings, and the gateway (Node, no Lingui) sends
 * them as they are in its 400 `errors[]`. The browser must still show them translated. So
 * every message has a stable key and an English template, e.g.
 * `password.tooShort` -> 'Password must be at least {minLength} characters'. Schemas get the
 * English text with its numbers already substituted (`messageText`). `messageKey` turns any
 * such text back into `{ key, values }` by matching it against the templates (a reverse
 * table, built once), whether the text came from a local valibot issue or from the gateway.
 * This is the only table: `npm run i18n:extract` puts every template in the catalogs
 * (scripts/i18n/shared-messages.ts) and `src/i18n/validation.ts` shows it in the person's
 * language, so a template holds plain `{name}` placeholders only. The tests check that every
 * template round-trips, that no two templates can match the same text, and that each has its
 * French and Setswana words.
 *
 * The five given messages are verbatim (docs/design.md section 6); the rest are plain sentences.
 */
import * as v from 'valibot'
import { INVALID_REFERENCE } from './reference'

export const MESSAGES = {
  'email.required': 'Enter an email address',
  'email.invalid': 'Invalid Email',
  'email.tooLong': 'Email address must be {max} characters or fewer',
  'code.required': 'Enter the code',
  'code.invalid': 'Invalid Code',
  'password.required': 'Enter your password',
  'password.invalid': 'Invalid Password',
  'password.tooShort': 'Password must be at least {minLength} characters',
  'password.tooLong': 'Password must be no more than {maxLength} characters',
  'phone.required': 'Enter a phone number',
  'phone.invalid': 'Enter a phone number, like +267 71 234 567',
  'mobile.required': 'Enter a mobile number',
  'mobile.invalid': 'Enter a mobile number, like +267 71 234 567',
  'mobile.tooLong': 'Mobile number must be {max} characters or fewer',
  'name.required': 'Enter your name',
  'name.tooShort': 'Name must be {min} characters or more',
  'name.tooLong': 'Name must be {max} characters or fewer',
  'idNumber.required': 'Enter an ID or passport number',
  'idNumber.tooShort': 'ID or passport number must be {min} characters or more',
  'idNumber.tooLong': 'ID or passport number must be {max} characters or fewer',
  'membershipNumber.required': 'Enter your membership number',
  'membershipNumber.tooShort': 'Membership number must be {min} characters or more',
  'membershipNumber.tooLong': 'Membership number must be {max} characters or fewer',
  'policyNumber.required': 'Enter the policy number',
  'policyNumber.tooShort': 'Policy number must be {min} characters or more',
  'policyNumber.tooLong': 'Policy number must be {max} characters or fewer',
  'description.required': 'Enter a description',
  'description.tooShort': 'Description must be {min} characters or more',
  'pin.required': 'Enter your PIN',
  'pin.invalid': 'PIN must only include numbers',
  'pin.tooShort': 'PIN must be {min} digits or more',
  'pin.tooLong': 'PIN must be {max} digits or fewer',
  'otp.required': 'Enter the security code',
  'otp.invalid': 'Security code must only include letters and numbers',
  'otp.tooShort': 'Security code must be {min} characters or more',
  'otp.tooLong': 'Security code must be {max} characters or fewer',
  'nature.required': 'Enter the nature of the offence',
  'nature.tooLong': 'Nature of the offence must be {max} characters or fewer',
  'comment.required': 'Enter a comment',
  'comment.tooLong': 'Comment must be {max} characters or fewer',
  'address.required': 'Enter an address',
  'address.tooLong': 'Address must be {max} characters or fewer',
  'price.required': 'Enter a price',
  'price.invalid': 'Price must be a number',
  'price.tooLow': 'Price must be {min} or more',
  'image.tooSmall': 'Choose a picture at least {min} pixels wide and high',
  'image.tooLarge': 'The picture must be {max} pixels or smaller on its longest side',
  'coordinates.invalid': 'Enter a location as latitude and longitude, like -24.65, 25.91',
  'search.required': 'Enter a search term',
  'search.tooLong': 'Search term must be {max} characters or fewer',
  'reference.invalid': INVALID_REFERENCE,
  'file.required': 'Select a file',
  'file.type': 'The selected file must be a PDF, JPG, PNG or WebP',
  'file.tooLarge': 'The selected file must be {max} MB or smaller',
  'company.required': 'Enter the company name',
  'company.tooLong': 'Company name must be {max} characters or fewer',
  'productName.required': 'Enter the product name',
  'productName.tooLong': 'Product name must be {max} characters or fewer',
  'brand.required': 'Enter the brand',
  'brand.tooLong': 'Brand must be {max} characters or fewer',
  'category.required': 'Select a category',
  'batch.required': 'Enter the batch number or serial range',
  'batch.tooLong': 'Batch number or serial range must be {max} characters or fewer',
  'description.tooLong': 'Description must be {max} characters or fewer',
  'photos.tooMany': 'Attach {max} pictures or fewer',
  'organisation.required': 'Enter the organisation name or registration number',
  'organisation.tooShort':
    'Organisation name or registration number must be {min} characters or more',
  'organisation.tooLong':
    'Organisation name or registration number must be {max} characters or fewer',
  'promo.required': 'Enter the promo name',
  'promo.invalid': 'Promo name must be {min} to {max} letters, numbers or hyphens',
  'documentReference.required': 'Enter the document reference',
  'documentReference.invalid':
    'Document reference must be {min} to {max} letters, numbers or hyphens',
  // Submission contracts (src/shared/contracts): conditions and uploads.
  'field.required': 'Answer this question',
  'field.notExpected': 'Leave this out: it does not apply to this application',
  'file.unknown': 'This upload is not part of this application',
  'file.notExpected': 'Remove this file: it is not needed for this application',
  'file.tooMany': 'Attach {max} files or fewer',
  // The self-help portal's applications and requests (docs/design.md section 4a).
  'kind.required': 'Select the kind of application',
  'statusId.required': 'Enter the ID, passport or phone number you gave',
  'memberStatusId.required': 'Enter the ID or passport number you gave',
  'applicant.required': 'Enter your details',
  'player.required': 'Enter the details of the person to be excluded',
  'contact.required': 'Enter your contact details',
  'contact.phoneOrEmail':
    'Enter a phone number or an email address, so that an officer can contact you',
  'player.sameIdNumber':
    'The person you want excluded cannot have the same ID or passport number as you',
  'gender.required': 'Select a gender',
  'ageRange.required': 'Select an age range',
  'district.required': 'Select a district',
  'location.required': 'Enter a town or village',
  'location.tooShort': 'Town or village must be {min} characters or more',
  'location.tooLong': 'Town or village must be {max} characters or fewer',
  'fax.invalid': 'Enter a fax number, like +267 391 2345',
  'residentialAddress.required': 'Enter a residential address',
  'postalAddress.required': 'Enter a postal address',
  // The words of the form's questions: "the player" and "the gambling facility" were nobody's.
  'relationship.required': 'Select your relationship to the person you want excluded',
  'period.required': 'Select how long the exclusion should last',
  'exclusion.notActive':
    'Only an approved exclusion that has not ended can be extended. To be excluded again, apply for a new exclusion.',
  'exclusion.noEnd':
    'This exclusion was approved without an end date, so it lasts until it is cancelled and cannot be extended. Call the free helpline 19777 if you have a question.',
  // Support persons of a self-exclusion, and the cancellation of an exclusion (docs/decisions.md,
  // "Support persons" and "Cancelling an exclusion").
  'supportPersons.invalid': 'Send the support persons as a list',
  'supportPersons.tooMany': 'Add {max} support persons or fewer',
  'supportPerson.contact': 'Enter a phone number or an email address for this support person',
  'supportRelationship.required': 'Enter who this person is to you, like sister or friend',
  'cancel.tooEarly':
    'This exclusion started on {startsOn}. A cancellation can be asked from {from}, 6 months after it started',
  'cancel.notInForce': 'This exclusion is no longer in force, so there is nothing to cancel',
  'cancel.notCancellation': 'Only an application to cancel an exclusion can be withdrawn',
  'cancel.refused': 'This cancellation was refused, so there is nothing to withdraw',
  'cancel.tookEffect':
    'This cancellation took effect on {effectiveOn} and can no longer be withdrawn. To be excluded again, apply for a new exclusion',
  'case.withdrawn': 'The applicant has withdrawn this application, so it cannot be decided',
  'otherRelationship.required': 'Enter your relationship to the person you want excluded',
  'otherRelationship.tooShort': 'Relationship must be {min} characters or more',
  'otherRelationship.tooLong': 'Relationship must be {max} characters or fewer',
  'gamblingFacility.required': 'Enter the gambling places this should apply to',
  'gamblingFacility.tooLong': 'Gambling places must be {max} characters or fewer',
  'reason.required': 'Enter the reason for your application',
  'reason.tooShort': 'Reason must be {min} characters or more',
  'reason.tooLong': 'Reason must be {max} characters or fewer',
  'hadReferenceNumber.required':
    'Select yes if you have ever received an exclusion reference number',
  'confirmed.required': 'Confirm that the information you have given is correct',
  'natureOfOffense.required': 'Select the nature of the offence',
  'anonymous.required': 'Select whether you want to stay anonymous',
  'preferredLanguage.required': 'Select a language',
  'preferredTime.required': 'Select a time of day',
  'signIn.failed': 'Invalid Email or Password',
  'signIn.throttled': 'Too many failed sign-ins. Wait, then try again.',
  'session.required': 'Sign in to continue',
  'session.ended': 'Your session has ended. Sign in again.',
  'session.changePassword': 'Change your password before you continue',
  'session.crossSite': 'This request did not come from this site',
  'permission.denied': 'You do not have permission to do this',
  'memberCode.wrong': 'That code is not right. Check the email we sent you and try again',
  'memberCode.expired': 'That code has expired or was already used. Ask for a new code',
  'memberCode.tooMany': 'Too many wrong codes. Ask for a new code',
  'memberCode.throttled': 'Too many codes asked for or tried. Wait, then try again.',
  'signIn.member':
    'This sign-in is for staff. Members of the funeral scheme sign in at /insurance/sign-in with a code sent by email',
  'session.member': 'This page is for staff. Members see their membership at /insurance/membership',
  'newPassword.required': 'Enter a new password',
  'newPassword.same': 'The new password must be different from the current one',
  'newPassword.common':
    'This password is one of the most common. Choose a password that is harder to guess',
  'newPassword.repeated':
    'A password of one character repeated is easy to guess. Choose a different password',
  'currentPassword.wrong': 'The current password is not correct',
  'role.required': 'Select a role',
  'staffOrganisation.required': 'Select an organisation',
  'staffOrganisation.misfit':
    'A super-administrator belongs to all organisations; every other role belongs to one',
  'staffOrganisation.facilityAgent': 'A facility account is an agent',
  'facilityName.required': 'Enter the name of the facility',
  'facilityName.tooLong': 'The facility’s name must be {max} characters or fewer',
  'facilityName.misplaced': 'Only a facility account has a facility name',
  'user.unknown': 'There is no such staff account',
  'user.exists': 'A staff account with this email address already exists',
  'user.self': 'You cannot disable your own account',
  'auditAction.invalid': 'Select an action from the list',
  'date.invalid': 'Enter a real date',
  'dateRange.order': 'The end date must be the same as or after the start date',
  // The given words first, then what to do: "Invalid Code" alone did not help.
  'code.invalidReason': 'Invalid Code. Enter {min} to {max} letters and numbers',
  'email.invalidReason': 'Invalid Email. Enter an email address like name@example.com',
  'productCode.taken':
    'This product code is already registered or waiting for review. Check the code printed on the product',
  // Insurance: the quote and the join (src/shared/insurance/).
  'package.required': 'Choose a package',
  'package.unknown': 'Choose one of the packages offered',
  'addOn.required': 'Choose what covers this person',
  'addOn.unknown': 'Choose one of the add-ons of this package',
  'addOns.invalid': 'Send the add-ons as a list',
  'addOns.tooMany': 'Add {max} people or fewer',
  'dateOfBirth.required': 'Enter the date of birth',
  'dateOfBirth.incomplete': 'Date of birth must include a day, a month and a year',
  'dateOfBirth.invalid': 'Date of birth must be a real date',
  'dateOfBirth.tooEarly': 'Date of birth must be in {min} or later',
  'dateOfBirth.future': 'Date of birth must be in the past',
  'member.tooYoung': 'The member must be {min} or older',
  'addOn.ageOutside': '{addOn} covers people aged {min} to {max}, and this person is {age}',
  'addOn.wrongBand': 'The age band {min} to {max} of {addOn} does not include age {age}',
  'deductionSource.invalid': 'Choose payroll deduction or debit order',
  'deductionSource.retired':
    'A member older than {age} cannot pay by payroll deduction. Choose debit order',
  // The join (members/join, src/shared/contracts/member-join.ts).
  'answer.tooLong': 'Answer must be {max} characters or fewer',
  'region.required': 'Enter your region',
  'school.required': 'Enter the name of your school',
  'occupation.required': 'Enter your occupation',
  'nationality.required': 'Enter your nationality',
  'sector.required': 'Enter your sector',
  'payrollGroup.required': 'Select your payroll group',
  'payrollNumber.required': 'Enter your payroll number',
  'identityType.required': 'Select the kind of identity document',
  'addressType.required': 'Select whether this is your residential or postal address',
  'plotNo.required': 'Enter the plot or P O Box number',
  'streetName.required': 'Enter the street or area',
  'ward.required': 'Enter the ward',
  'employerName.required': 'Enter the name of your employer',
  'position.required': 'Enter your position',
  'departmentName.required': 'Enter the name of your department',
  'employeeNumber.required': 'Enter your employee number',
  'payrollId.required': 'Enter your payroll ID',
  'basicSalary.required': 'Enter your basic salary',
  'basicSalary.invalid': 'Basic salary must be an amount in pula, like 12500.00',
  'year.required': 'Enter a year',
  'year.invalid': 'Enter a year from {min} to {max}',
  'yearEnded.beforeStart':
    'The year your employment ended must be the same as or after the year it started',
  'bankAccounts.required': 'Add a bank account',
  'bankAccounts.tooMany': 'Add {max} bank accounts or fewer',
  'bankName.required': 'Enter the name of the bank',
  'branchName.required': 'Enter the name of the branch',
  'branchCode.required': 'Enter the branch code',
  'branchCode.invalid': 'Branch code must be {min} to {max} digits',
  'accountNumber.required': 'Enter the account number',
  'accountNumber.invalid': 'Account number must be {min} to {max} digits',
  'dependents.invalid': 'Send the dependents as a list',
  'dependents.tooMany': 'Add {max} dependents or fewer',
  'dependentType.required': 'Select who this person is to you',
  'dependentRelationship.required': 'Enter how this person is related to you',
  'employmentStatus.required': 'Select an employment status',
  'maritalStatus.required': 'Select a marital status',
  'nextOfKin.required': 'Select yes if this person is your next of kin',
  'numberOfDependents.invalid': 'Enter a number from 0 to {max}',
  'addOn.person': 'Choose a person named in this application',
  'addOn.twice': 'This person is covered by another add-on already',
  'deductionAmount.required': 'Enter the amount to deduct each month',
  'deductionAmount.invalid': 'The amount to deduct must be in pula, up to {max}',
  'deductionAmount.differs':
    'The amount to deduct must equal the monthly premium of the cover chosen',
  // The report of a scam call (callerId/report, src/shared/contracts/scam-call.ts).
  'callDate.required': 'Enter the date of the call or message',
  'callDate.invalid': 'The date of the call or message must be a real date',
  'callDate.future': 'The date of the call or message must be today or in the past',
  'callDate.tooOld': 'The call or message must be from the last 12 months',
  'callTime.required': 'Enter the time of the call or message',
  'callTime.invalid': 'Enter the time like 14:30 or 2:30pm',
  'callTime.future': 'The time of the call or message must not be later than now',
  // A funeral claim (claims/submit, src/shared/contracts/claim.ts).
  'deathDate.required': 'Enter the date of death',
  'deathDate.invalid': 'The date of death must be a real date',
  'deathDate.future': 'The date of death must be today or in the past',
  'deathDate.tooOld': 'The date of death must be in the last 2 years',
  'deathDate.beforeBirth': 'The date of death must be after the date of birth',
  'deceasedRelationship.required': 'Select who on the cover died',
  'deathProof.required': 'Select the document that proves the death',
  'claimantRelationship.required': 'Enter your relationship to the person who died',
  'claim.rejectReason': 'Write the reason for the member when you reject a claim',
  'claim.noMembership':
    'No approved membership matches this claim, so it has no payout: reject it with the reason, or ask the claimant for the right membership number',
  'text.control': 'Remove hidden characters from this text',
  'text.broken': 'Remove the broken character from this text (such as half of an emoji)',
  // Case review (staff/cases/*, staff/documents/verify, staff/files/read).
  'area.invalid': 'Select an area from the list',
  'caseStatus.invalid': 'Select a status from the list',
  'caseKind.invalid': 'Select a kind from the list',
  'decision.required': 'Select a decision',
  'note.required': 'Enter a note about your decision',
  'note.tooLong': 'Note must be {max} characters or fewer',
  // A product's status and check threshold (staff/products/*).
  'productStatus.invalid': 'Select recalled, suspended or registered',
  'publicReason.required': 'Enter the reason the public will see',
  'publicReason.tooLong': 'The reason must be {max} characters or fewer',
  'checkThreshold.invalid': 'Enter a whole number from 1 to {max}, or leave it empty',
  'product.unknown': 'There is no product with this code on the register',
  'case.unknown': 'There is no such case',
  'member.unknown': 'No member of the union has this number',
  'memberNumber.required': 'Enter the member’s membership number, payroll number or MB- reference',
  'memberNumber.tooShort': 'A member’s number is {min} characters or more',
  'memberNumber.tooLong': 'A member’s number is {max} characters or fewer',
  'case.decided': 'This case has already been decided',
  'document.unknown': 'There is no such document',
  'document.missing': 'The file of this document could not be found',
  'productCode.exists': 'A product with this code is already on the register',
  // A deduction schedule's import (staff/deductions/*, src/shared/insurance/deduction-import.ts).
  'deductions.month': 'Enter the month like 2026-07',
  'deductions.source': 'Select where the schedule comes from',
  'deductions.empty': 'Choose a CSV file with a header row and at least one row',
  'deductions.tooLarge': 'The file is too large ({max} KB at most)',
  'deductions.tooManyRows': 'The file has too many rows ({max} at most)',
  'deductions.header': 'The first row must be the header number,amount,month',
  'deductions.noneMatched': 'No row of this file matched a member: there is nothing to import',
  'deductions.otherSchedule':
    'Another schedule was already imported for this month and source: this file differs from it',
} as const

export type MessageKey = keyof typeof MESSAGES
export type MessageValues = Readonly<Record<string, string | number>>
export interface KeyedMessage {
  key: MessageKey
  values: MessageValues
}

const PLACEHOLDER = /\{(\w+)\}/g

/** The English text of a message, its `{placeholders}` replaced by `values`. */
export function messageText(key: MessageKey, values: MessageValues = {}): string {
  return MESSAGES[key].replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

interface Reverse {
  key: MessageKey
  names: string[]
  pattern: RegExp
}

// One anchored pattern per template; a placeholder matches any text and comes back as a
// number when it is one (the limits are numbers). Built on first use, not at start-up.
let reverse: Reverse[] | undefined
const buildReverse = (): Reverse[] =>
  (Object.keys(MESSAGES) as MessageKey[]).map((key) => {
    const names: string[] = []
    const source = MESSAGES[key]
      .split(PLACEHOLDER)
      .map((part, index) => {
        if (index % 2 === 1) {
          names.push(part)
          return '(.+?)'
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('')
    return { key, names, pattern: new RegExp(`^${source}$`) }
  })

/**
 * The key and values of a shared message, from a valibot issue, a `{ message }` entry of the
 * gateway's `errors[]`, or the text itself. Undefined when the text is not one of ours.
 */
export function messageKey(
  input: string | { message: string } | null | undefined,
): KeyedMessage | undefined {
  const text = typeof input === 'string' ? input : input?.message
  if (typeof text !== 'string') return undefined
  reverse ??= buildReverse()
  for (const { key, names, pattern } of reverse) {
    const match = pattern.exec(text)
    if (!match) continue
    const values: Record<string, string | number> = {}
    names.forEach((name, i) => {
      const raw = match[i + 1] ?? ''
      values[name] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw
    })
    return { key, values }
  }
  return undefined
}

export interface FieldError {
  path: string
  message: string
}

/**
 * Valibot issues as the gateway's `errors[]`: one entry per field (the first issue of each
 * path wins, as the shared field schemas stop at their first failure anyway).
 *
 * Valibot reports a key missing from an object with the object's own technical message
 * ('Invalid key: Expected "name" ...'). Given the schema, the entry gets the field's message
 * for a missing value instead ("Enter your name"), as a form that sent '' would.
 */
export function toFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  schema?: v.GenericSchema,
): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.')
    if (seen.has(path)) continue
    seen.add(path)
    out.push({ path, message: missingKeyMessage(issue, schema) ?? issue.message })
  }
  return out
}

function missingKeyMessage(issue: v.BaseIssue<unknown>, schema?: v.GenericSchema) {
  const last = issue.path?.at(-1)
  const objectIssue = ['object', 'strict_object', 'loose_object'].includes(issue.type)
  if (!schema || !objectIssue || last?.origin !== 'key') return undefined
  let node: unknown = schema
  for (const item of issue.path ?? []) node = child(node, item.key)
  if (!node) return undefined
  return v.safeParse(node as v.GenericSchema, undefined).issues?.[0]?.message
}

/** The schema of `key` inside an object or array schema, through optional/nullable wrappers. */
function child(node: unknown, key: unknown): unknown {
  let current = node as { wrapped?: unknown; entries?: Record<string, unknown>; item?: unknown }
  while (current?.wrapped) current = current.wrapped as typeof current
  if (current?.entries && typeof key === 'string') return current.entries[key]
  return current?.item
}
