/**
 * Product pre-registration (`product/register`, docs/design.md section 4; 001 "Pre-Registration"):
 * what a maker or importer gives so that its product can be verified later. One schema for the
 * form and the gateway (docs/design.md section 2). The call is multipart: these text fields, the
 * device-made reference (PR-), up to six photos and one supporting document.
 *
 * Every field is a string because multipart carries strings; the form's own schema is
 * `productRegistrationFormSchema` (no reference: it is made when the user submits).
 */
import * as v from 'valibot'
import { messageText as m, type MessageKey } from '../messages'
import { referenceSchema } from '../reference'
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../uploads'
import {
  codeSchema,
  descriptionSchema,
  early,
  emailSchema,
  nameSchema,
  phoneSchema,
  singleLine,
} from '../rules'

import { PRODUCT_CATEGORIES } from '../product-categories'

export { PRODUCT_CATEGORIES, type ProductCategory } from '../product-categories'

/** File rules the form and the gateway share (docs/design.md section 6). */
export const PRODUCT_FILES = {
  photos: { max: 6, types: PICTURE_TYPES },
  document: { max: 1, types: DOCUMENT_TYPES },
} as const
export const DESCRIPTION_MAX = 2000

type Required = Extract<MessageKey, `${string}.required`>
type TooLong = Extract<MessageKey, `${string}.tooLong`>

function text(required: Required, tooLong: TooLong, max: number) {
  return early(
    v.pipe(
      v.string(m(required)),
      v.trim(),
      v.nonEmpty(m(required)),
      singleLine(),
      v.maxLength(max, m(tooLong, { max })),
    ),
  )
}

export const productRegistrationFields = {
  companyName: text('company.required', 'company.tooLong', 150),
  contactName: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  productName: text('productName.required', 'productName.tooLong', 150),
  /** The code the maker prints on the product, by which buyers will check it (the code rule). */
  productCode: codeSchema,
  brand: text('brand.required', 'brand.tooLong', 150),
  category: v.picklist(PRODUCT_CATEGORIES, m('category.required')),
  batch: text('batch.required', 'batch.tooLong', 100),
  description: early(
    v.pipe(
      descriptionSchema,
      v.maxLength(DESCRIPTION_MAX, m('description.tooLong', { max: DESCRIPTION_MAX })),
    ),
  ),
}

/** The text fields as the form holds them. */
export const productRegistrationFormSchema = v.object(productRegistrationFields)
export type ProductRegistrationInput = v.InferInput<typeof productRegistrationFormSchema>
export type ProductRegistrationFields = v.InferOutput<typeof productRegistrationFormSchema>

/** The text parts of the multipart request, as the gateway checks them. */
export const productRegistrationRequestSchema = v.strictObject({
  reference: referenceSchema('productRegistration'),
  ...productRegistrationFields,
})
export type ProductRegistrationRequest = v.InferOutput<typeof productRegistrationRequestSchema>

/** The answer: the reference, held for staff review. */
export interface ProductRegistrationAnswer {
  reference: string
  status: 'PENDING'
}
