/**
 * `product/register` (docs/design.md section 4): a maker's or importer's product pre-registration.
 * It keeps its flat multipart form: each text field its own part, `photos` (up to six
 * pictures) and `document` (one PDF or picture).
 */
import * as v from 'valibot'
import { productRegistrationFields } from '../schemas/product-registration'
import { defineContract, type AnyContract } from './contract'

export const PHOTOS_MAX = 6

export const productRegistrationContract = defineContract(
  {
    kind: 'productRegistration',
    call: 'product/register',
    area: 'registrations',
    encoding: 'fields',
    conditions: {},
    optional: [],
    files: {
      photos: { kind: 'picture', max: PHOTOS_MAX },
      document: { kind: 'document' },
    },
    load: async (): Promise<AnyContract> => productRegistrationContract,
  },
  { schema: v.strictObject(productRegistrationFields), lookup: () => [] },
)
