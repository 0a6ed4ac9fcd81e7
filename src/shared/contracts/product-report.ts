/**
 * `product/report` (docs/api.md): a product a buyer believes fake, on its outline
 * (product-report-outline.ts). The code is the shared code rule's, when the product has one;
 * the place is in words, with the pair "Use my location" gives if the person is there; a
 * contact, if given, names a person and a way to reach them, as a report's does.
 */
import * as v from 'valibot'
import { codeSchema, LIMITS } from '../rules'
import { defineContract } from './contract'
import { coordinatesAnswer, limitedText, longText, optionalContact, optionalField } from './fields'
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
  contact: optionalContact,
})
export type ProductReportData = v.InferOutput<typeof productReportSchema>

export const productReportContract = defineContract(productReportOutline, {
  schema: productReportSchema,
  // No status check finds it (kinds.ts): staff contact the person, if they gave a contact.
  lookup: () => [],
})
