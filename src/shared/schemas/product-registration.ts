/**
 * Product pre-registration (`product/register`, docs/design.md section 4): the text answers
 * a maker or importer gives so that its product can be verified later, which its contract
 * (contracts/product-registration.ts) checks on the device and at the gateway. Every field is a
 * string because the request is multipart, each answer its own part.
 */
import * as v from 'valibot'
import { messageText as m, type MessageKey } from '../messages'
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
