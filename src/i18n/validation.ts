/**
 * The validation-message table: each key of src/shared/messages.ts as a Lingui descriptor
 * with the same English, so a shared rule's message is translated where it is shown
 * (STYLE.md conventions 6 and 7). src/shared cannot use the Lingui macro (the Node gateway
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
  'text.control': () => msg`Remove hidden characters from this text`,
}

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
