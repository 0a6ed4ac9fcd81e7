/**
 * The outline of `product/register` (outline.ts): a flat multipart form, each text answer its
 * own part, with up to six photos and one supporting document, none of them required. The
 * contract (product-registration.ts) adds the schema; the form's page loads only this.
 */
import type { AnyContract } from './contract'
import { defineOutline } from './outline'

export const PHOTOS_MAX = 6

export const productRegistrationOutline = defineOutline({
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
  load: (): Promise<AnyContract> =>
    import('./product-registration').then((module) => module.productRegistrationContract),
})
