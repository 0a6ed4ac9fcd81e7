/**
 * `product/report` (docs/api.md): a product a buyer believes fake, on its outline
 * (product-report-outline.ts). The code is the shared code rule's, when the product has one;
 * the place is in words, with the pair "Use my location" gives if the person is there; a
 * contact, if given, names a person and a way to reach them, as a report's does.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { codeSchema, LIMITS } from '../rules'
import { defineContract } from './contract'
import {
  coordinatesAnswer,
  emailSchema,
  limitedText,
  longText,
  nameSchema,
  optionalField,
  phoneSchema,
  reachable,
} from './fields'
import { productReportOutline } from './product-report-outline'

export const WHAT_IS_WRONG_MAX = 1000

export const productReportSchema = v.strictObject({
  productCode: optionalField(codeSchema),
  productName: limitedText(
    { required: 'productName.required', tooLong: 'productName.tooLong' },
    { max: 150 },
  ),
  placeBought: limitedText(
    { required: 'address.required', tooLong: 'address.tooLong' },
    { max: LIMITS.address.max },
    true,
  ),
  coordinates: coordinatesAnswer,
  whatIsWrong: longText('description', WHAT_IS_WRONG_MAX),
  // Left out when the person gives none (the journey drops an empty one: journey.ts).
  contact: v.optional(
    v.pipe(
      v.strictObject(
        {
          fullName: nameSchema,
          contactPhone: optionalField(phoneSchema),
          email: optionalField(emailSchema),
        },
        m('contact.required'),
      ),
      reachable(),
    ),
  ),
})
export type ProductReportData = v.InferOutput<typeof productReportSchema>

export const productReportContract = defineContract(productReportOutline, {
  schema: productReportSchema,
  // No status check finds it (kinds.ts): staff contact the person, if they gave a contact.
  lookup: () => [],
})
