/**
 * `product/register` (docs/design.md section 4): a maker's or importer's product pre-registration,
 * on its outline (product-registration-outline.ts). It keeps its flat multipart form: each text
 * field its own part, `photos` (up to six pictures) and `document` (one PDF or picture).
 */
import * as v from 'valibot'
import { productRegistrationFields } from '../schemas/product-registration'
import { defineContract } from './contract'
import { productRegistrationOutline } from './product-registration-outline'

export const productRegistrationContract = defineContract(productRegistrationOutline, {
  schema: v.strictObject(productRegistrationFields),
  lookup: () => [],
})
