/**
 * The validation-message table: each key of src/shared/messages.ts as a Lingui descriptor
 * with the same English, so a shared rule's message is translated where it is shown
 * (one message table). src/shared cannot use the Lingui macro (the Node gateway
 * imports it without Babel), so the English lives there and the translatable copy lives here;
 * the test beside this file checks that the two say the same words for every key.
 *
 * `validationMessage` takes a valibot issue, a gateway `errors[]` entry, the English text, or
 * `{ key, values }`. Text that is not a shared message is returned as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  messageKey,
  type KeyedMessage,
  type MessageKey,
  type MessageValues,
} from '../shared/messages'

export { messageKey }

type Describe = (values: MessageValues) => MessageDescriptor

const n = (values: MessageValues, name: string) => values[name] ?? ''

export const VALIDATION_MESSAGES: Record<MessageKey, Describe> = {
  'email.required': () => msg`Enter an email address`,
  'email.invalid': () => msg`Invalid Email`,
  'email.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Email address must be ${max} characters or fewer`
  },
  'code.required': () => msg`Enter the code`,
  'code.invalid': () => msg`Invalid Code`,
  'password.required': () => msg`Enter your password`,
  'password.invalid': () => msg`Invalid Password`,
  'password.tooShort': (v) => {
    const minLength = n(v, 'minLength')
    return msg`Password must be at least ${minLength} characters`
  },
  'password.tooLong': (v) => {
    const maxLength = n(v, 'maxLength')
    return msg`Password must be no more than ${maxLength} characters`
  },
  'phone.required': () => msg`Enter a phone number`,
  'phone.invalid': () => msg`Enter a phone number, like +267 71 234 567`,
  'mobile.required': () => msg`Enter a mobile number`,
  'mobile.invalid': () => msg`Enter a mobile number, like +267 71 234 567`,
  'mobile.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Mobile number must be ${max} characters or fewer`
  },
  'name.required': () => msg`Enter your name`,
  'name.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Name must be ${min} characters or more`
  },
  'name.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Name must be ${max} characters or fewer`
  },
  'idNumber.required': () => msg`Enter an ID or passport number`,
  'idNumber.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`ID or passport number must be ${min} characters or more`
  },
  'idNumber.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`ID or passport number must be ${max} characters or fewer`
  },
  'membershipNumber.required': () => msg`Enter your membership number`,
  'membershipNumber.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Membership number must be ${min} characters or more`
  },
  'membershipNumber.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Membership number must be ${max} characters or fewer`
  },
  'policyNumber.required': () => msg`Enter the policy number`,
  'policyNumber.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Policy number must be ${min} characters or more`
  },
  'policyNumber.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Policy number must be ${max} characters or fewer`
  },
  'description.required': () => msg`Enter a description`,
  'description.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Description must be ${min} characters or more`
  },
  'pin.required': () => msg`Enter your PIN`,
  'pin.invalid': () => msg`PIN must only include numbers`,
  'pin.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`PIN must be ${min} digits or more`
  },
  'pin.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`PIN must be ${max} digits or fewer`
  },
  'otp.required': () => msg`Enter the security code`,
  'otp.invalid': () => msg`Security code must only include letters and numbers`,
  'otp.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Security code must be ${min} characters or more`
  },
  'otp.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Security code must be ${max} characters or fewer`
  },
  'nature.required': () => msg`Enter the nature of the offence`,
  'nature.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Nature of the offence must be ${max} characters or fewer`
  },
  'comment.required': () => msg`Enter a comment`,
  'comment.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Comment must be ${max} characters or fewer`
  },
  'address.required': () => msg`Enter an address`,
  'address.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Address must be ${max} characters or fewer`
  },
  'price.required': () => msg`Enter a price`,
  'price.invalid': () => msg`Price must be a number`,
  'price.tooLow': (v) => {
    const min = n(v, 'min')
    return msg`Price must be ${min} or more`
  },
  'image.tooSmall': (v) => {
    const min = n(v, 'min')
    return msg`Choose a picture at least ${min} pixels wide and high`
  },
  'image.tooLarge': (v) => {
    const max = n(v, 'max')
    return msg`The picture must be ${max} pixels or smaller on its longest side`
  },
  'coordinates.invalid': () => msg`Enter a location as latitude and longitude, like -24.65, 25.91`,
  'search.required': () => msg`Enter a search term`,
  'search.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Search term must be ${max} characters or fewer`
  },
  'reference.invalid': () => msg`Enter a valid reference number`,
  'file.required': () => msg`Select a file`,
  'file.type': () => msg`The selected file must be a PDF, JPG, PNG or WebP`,
  'file.tooLarge': (v) => {
    const max = n(v, 'max')
    return msg`The selected file must be ${max} MB or smaller`
  },
  'company.required': () => msg`Enter the company name`,
  'company.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Company name must be ${max} characters or fewer`
  },
  'productName.required': () => msg`Enter the product name`,
  'productName.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Product name must be ${max} characters or fewer`
  },
  'brand.required': () => msg`Enter the brand`,
  'brand.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Brand must be ${max} characters or fewer`
  },
  'category.required': () => msg`Select a category`,
  'batch.required': () => msg`Enter the batch number or serial range`,
  'batch.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Batch number or serial range must be ${max} characters or fewer`
  },
  'description.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Description must be ${max} characters or fewer`
  },
  'photos.tooMany': (v) => {
    const max = n(v, 'max')
    return msg`Attach ${max} pictures or fewer`
  },
  'organisation.required': () => msg`Enter the organisation name or registration number`,
  'organisation.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Organisation name or registration number must be ${min} characters or more`
  },
  'organisation.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Organisation name or registration number must be ${max} characters or fewer`
  },
  'promo.required': () => msg`Enter the promo name`,
  'promo.invalid': (v) => {
    const min = n(v, 'min')
    const max = n(v, 'max')
    return msg`Promo name must be ${min} to ${max} letters, numbers or hyphens`
  },
  'documentReference.required': () => msg`Enter the document reference`,
  'documentReference.invalid': (v) => {
    const min = n(v, 'min')
    const max = n(v, 'max')
    return msg`Document reference must be ${min} to ${max} letters, numbers or hyphens`
  },
  'field.required': () => msg`Answer this question`,
  'field.notExpected': () => msg`Leave this out: it does not apply to this application`,
  'file.unknown': () => msg`This upload is not part of this application`,
  'file.notExpected': () => msg`Remove this file: it is not needed for this application`,
  'file.tooMany': (v) => {
    const max = n(v, 'max')
    return msg`Attach ${max} files or fewer`
  },
  'kind.required': () => msg`Select the kind of application`,
  'statusId.required': () => msg`Enter the ID, passport or phone number you gave`,
  'memberStatusId.required': () => msg`Enter the ID or passport number you gave`,
  'applicant.required': () => msg`Enter your details`,
  'player.required': () => msg`Enter the details of the person to be excluded`,
  'contact.required': () => msg`Enter your contact details`,
  'contact.phoneOrEmail': () =>
    msg`Enter a phone number or an email address, so that an officer can contact you`,
  'player.sameIdNumber': () =>
    msg`The person you want excluded cannot have the same ID or passport number as you`,
  'gender.required': () => msg`Select a gender`,
  'ageRange.required': () => msg`Select an age range`,
  'district.required': () => msg`Select a district`,
  'location.required': () => msg`Enter a town or village`,
  'location.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Town or village must be ${min} characters or more`
  },
  'location.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Town or village must be ${max} characters or fewer`
  },
  'fax.invalid': () => msg`Enter a fax number, like +267 391 2345`,
  'residentialAddress.required': () => msg`Enter a residential address`,
  'postalAddress.required': () => msg`Enter a postal address`,
  'relationship.required': () => msg`Select your relationship to the person you want excluded`,
  'period.required': () => msg`Select how long the exclusion should last`,
  'exclusion.notActive': () =>
    msg`Only an approved exclusion that has not ended can be extended. To be excluded again, apply for a new exclusion.`,
  'exclusion.noEnd': () =>
    msg`This exclusion was approved without an end date, so it lasts until it is cancelled and cannot be extended. Call the free helpline 19777 if you have a question.`,
  'otherRelationship.required': () => msg`Enter your relationship to the person you want excluded`,
  'otherRelationship.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Relationship must be ${min} characters or more`
  },
  'otherRelationship.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Relationship must be ${max} characters or fewer`
  },
  'gamblingFacility.required': () => msg`Enter the gambling places this should apply to`,
  'gamblingFacility.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Gambling places must be ${max} characters or fewer`
  },
  'reason.required': () => msg`Enter the reason for your application`,
  'reason.tooShort': (v) => {
    const min = n(v, 'min')
    return msg`Reason must be ${min} characters or more`
  },
  'reason.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Reason must be ${max} characters or fewer`
  },
  'hadReferenceNumber.required': () =>
    msg`Select yes if you have ever received an exclusion reference number`,
  'confirmed.required': () => msg`Confirm that the information you have given is correct`,
  'natureOfOffense.required': () => msg`Select the nature of the offence`,
  'anonymous.required': () => msg`Select whether you want to stay anonymous`,
  'preferredLanguage.required': () => msg`Select a language`,
  'preferredTime.required': () => msg`Select a time of day`,
  'signIn.failed': () => msg`Invalid Email or Password`,
  'signIn.throttled': () => msg`Too many failed sign-ins. Wait, then try again.`,
  'session.required': () => msg`Sign in to continue`,
  'session.ended': () => msg`Your session has ended. Sign in again.`,
  'session.changePassword': () => msg`Change your password before you continue`,
  'session.crossSite': () => msg`This request did not come from this site`,
  'permission.denied': () => msg`You do not have permission to do this`,
  'newPassword.required': () => msg`Enter a new password`,
  'newPassword.same': () => msg`The new password must be different from the current one`,
  'newPassword.common': () =>
    msg`This password is one of the most common. Choose a password that is harder to guess`,
  'newPassword.repeated': () =>
    msg`A password of one character repeated is easy to guess. Choose a different password`,
  'currentPassword.wrong': () => msg`The current password is not correct`,
  'role.required': () => msg`Select a role`,
  'staffOrganisation.required': () => msg`Select an organisation`,
  'staffOrganisation.misfit': () =>
    msg`A super-administrator belongs to all organisations; every other role belongs to one`,
  'user.unknown': () => msg`There is no such staff account`,
  'user.exists': () => msg`A staff account with this email address already exists`,
  'user.self': () => msg`You cannot disable your own account`,
  'auditAction.invalid': () => msg`Select an action from the list`,
  'date.invalid': () => msg`Enter a real date`,
  'dateRange.order': () => msg`The end date must be the same as or after the start date`,
  'code.invalidReason': (v) => {
    const min = n(v, 'min')
    const max = n(v, 'max')
    return msg`Invalid Code. Enter ${min} to ${max} letters and numbers`
  },
  'email.invalidReason': () => msg`Invalid Email. Enter an email address like name@example.com`,
  'productCode.taken': () =>
    msg`This product code is already registered or waiting for review. Check the code printed on the product`,
  'package.required': () => msg`Choose a package`,
  'package.unknown': () => msg`Choose one of the packages offered`,
  'addOn.required': () => msg`Choose what covers this person`,
  'addOn.unknown': () => msg`Choose one of the add-ons of this package`,
  'addOns.invalid': () => msg`Send the add-ons as a list`,
  'addOns.tooMany': (v) => {
    const max = n(v, 'max')
    return msg`Add ${max} people or fewer`
  },
  'dateOfBirth.required': () => msg`Enter the date of birth`,
  'dateOfBirth.incomplete': () => msg`Date of birth must include a day, a month and a year`,
  'dateOfBirth.invalid': () => msg`Date of birth must be a real date`,
  'dateOfBirth.tooEarly': (v) => {
    const min = n(v, 'min')
    return msg`Date of birth must be in ${min} or later`
  },
  'dateOfBirth.future': () => msg`Date of birth must be in the past`,
  'member.tooYoung': (v) => {
    const min = n(v, 'min')
    return msg`The member must be ${min} or older`
  },
  'addOn.ageOutside': (v) => {
    const addOn = n(v, 'addOn')
    const min = n(v, 'min')
    const max = n(v, 'max')
    const age = n(v, 'age')
    return msg`${addOn} covers people aged ${min} to ${max}, and this person is ${age}`
  },
  'addOn.wrongBand': (v) => {
    const min = n(v, 'min')
    const max = n(v, 'max')
    const addOn = n(v, 'addOn')
    const age = n(v, 'age')
    return msg`The age band ${min} to ${max} of ${addOn} does not include age ${age}`
  },
  'deductionSource.invalid': () => msg`Choose payroll deduction or debit order`,
  'deductionSource.retired': (v) => {
    const age = n(v, 'age')
    return msg`A member older than ${age} cannot pay by payroll deduction. Choose debit order`
  },
  'answer.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Answer must be ${max} characters or fewer`
  },
  'region.required': () => msg`Enter your region`,
  'school.required': () => msg`Enter the name of your school`,
  'occupation.required': () => msg`Enter your occupation`,
  'nationality.required': () => msg`Enter your nationality`,
  'sector.required': () => msg`Enter your sector`,
  'payrollGroup.required': () => msg`Select your payroll group`,
  'payrollNumber.required': () => msg`Enter your payroll number`,
  'identityType.required': () => msg`Select the kind of identity document`,
  'addressType.required': () => msg`Select whether this is your residential or postal address`,
  'plotNo.required': () => msg`Enter the plot or P O Box number`,
  'streetName.required': () => msg`Enter the street or area`,
  'ward.required': () => msg`Enter the ward`,
  'employerName.required': () => msg`Enter the name of your employer`,
  'position.required': () => msg`Enter your position`,
  'departmentName.required': () => msg`Enter the name of your department`,
  'employeeNumber.required': () => msg`Enter your employee number`,
  'payrollId.required': () => msg`Enter your payroll ID`,
  'basicSalary.required': () => msg`Enter your basic salary`,
  'basicSalary.invalid': () => msg`Basic salary must be an amount in pula, like 12500.00`,
  'year.required': () => msg`Enter a year`,
  'year.invalid': (v) => {
    const min = n(v, 'min')
    const max = n(v, 'max')
    return msg`Enter a year from ${min} to ${max}`
  },
  'yearEnded.beforeStart': () =>
    msg`The year your employment ended must be the same as or after the year it started`,
  'bankAccounts.required': () => msg`Add a bank account`,
  'bankAccounts.tooMany': (v) => {
    const max = n(v, 'max')
    return msg`Add ${max} bank accounts or fewer`
  },
  'bankName.required': () => msg`Enter the name of the bank`,
  'branchName.required': () => msg`Enter the name of the branch`,
  'branchCode.required': () => msg`Enter the branch code`,
  'branchCode.invalid': (v) => {
    const min = n(v, 'min')
    const max = n(v, 'max')
    return msg`Branch code must be ${min} to ${max} digits`
  },
  'accountNumber.required': () => msg`Enter the account number`,
  'accountNumber.invalid': (v) => {
    const min = n(v, 'min')
    const max = n(v, 'max')
    return msg`Account number must be ${min} to ${max} digits`
  },
  'dependents.invalid': () => msg`Send the dependents as a list`,
  'dependents.tooMany': (v) => {
    const max = n(v, 'max')
    return msg`Add ${max} dependents or fewer`
  },
  'dependentType.required': () => msg`Select who this person is to you`,
  'dependentRelationship.required': () => msg`Enter how this person is related to you`,
  'employmentStatus.required': () => msg`Select an employment status`,
  'maritalStatus.required': () => msg`Select a marital status`,
  'nextOfKin.required': () => msg`Select yes if this person is your next of kin`,
  'numberOfDependents.invalid': (v) => {
    const max = n(v, 'max')
    return msg`Enter a number from 0 to ${max}`
  },
  'addOn.person': () => msg`Choose a person named in this application`,
  'addOn.twice': () => msg`This person is covered by another add-on already`,
  'deductionAmount.required': () => msg`Enter the amount to deduct each month`,
  'deductionAmount.invalid': (v) => {
    const max = n(v, 'max')
    return msg`The amount to deduct must be in pula, up to ${max}`
  },
  'deductionAmount.differs': () =>
    msg`The amount to deduct must equal the monthly premium of the cover chosen`,
  'text.control': () => msg`Remove hidden characters from this text`,
  'text.broken': () => msg`Remove the broken character from this text (such as half of an emoji)`,
  'area.invalid': () => msg`Select an area from the list`,
  'caseStatus.invalid': () => msg`Select a status from the list`,
  'caseKind.invalid': () => msg`Select a kind from the list`,
  'decision.required': () => msg`Select a decision`,
  'note.required': () => msg`Enter a note about your decision`,
  'note.tooLong': (v) => {
    const max = n(v, 'max')
    return msg`Note must be ${max} characters or fewer`
  },
  'case.unknown': () => msg`There is no such case`,
  'case.decided': () => msg`This case has already been decided`,
  'document.unknown': () => msg`There is no such document`,
  'document.missing': () => msg`The file of this document could not be found`,
  'productCode.exists': () => msg`A product with this code is already on the register`,
}

/**
 * "Select a file" for a form that names the field it is about ("Select a file" three times in
 * an error summary said nothing of which): src/journey/components/errors.ts.
 */
export const fileMissing = (label: string) => msg`Select a file for “${label}”`

/** The descriptor of a shared message, or undefined when the input is not one. */
export function validationDescriptor(
  input: string | { message: string } | KeyedMessage,
): MessageDescriptor | undefined {
  const keyed = typeof input === 'object' && 'key' in input ? input : messageKey(input)
  return keyed && VALIDATION_MESSAGES[keyed.key](keyed.values)
}

/** The message in the active language; text that is not a shared message comes back as is. */
export function validationMessage(
  i18n: I18n,
  input: string | { message: string } | KeyedMessage,
): string {
  const descriptor = validationDescriptor(input)
  if (descriptor) return i18n._(descriptor)
  return typeof input === 'string' ? input : 'message' in input ? input.message : input.key
}
