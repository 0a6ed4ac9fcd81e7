/**
 * Product pre-registration, the operation (one module per operation): the shared schema (the
 * gateway validates with the same one), and the call, which goes through the outbox: the
 * reference is made on the device when the user submits (PR-, docs/design.md section 4), the entry
 * and its files are saved before any network call, and the sender delivers it as multipart to
 * `product/register` with that reference as the Idempotency-Key.
 *
 * The outbox (and Dexie, 32 KB, with it) is imported when the person submits, not with the
 * page: filling the form needs none of it.
 */
import { msg } from '@lingui/core/macro'
import type { Attachment } from '../../offline/outbox'
import { makeReference } from '../../shared/reference'
import type { ProductRegistrationFields } from '../../shared/schemas/product-registration'
import type { Picked } from './files'

export {
  productRegistrationFormSchema,
  type ProductRegistrationFields,
  type ProductRegistrationInput,
} from '../../shared/schemas/product-registration'

// What the form says when the device is full: loaded with the operation, not the page.
export { OutboxFullError } from '../../offline/storage'
export { STORAGE_WARNINGS } from '../../offline/storage-warnings'

export const PRODUCT_REGISTRATION_CALL = 'product/register'
export const PRODUCT_REGISTRATION_PATH = '/product-pre-registration'
export const PRODUCT_REGISTRATION_TITLE = msg`Product pre-registration`

export interface ProductFiles {
  photos: readonly Picked[]
  document?: Picked
}

function attachments({ photos, document }: ProductFiles): Attachment[] {
  const list: Attachment[] = photos.map((photo) => ({ field: 'photos', ...photo }))
  if (document) list.push({ field: 'document', ...document })
  return list.map(({ field, name, type, data }) => ({ field, name, type, data }))
}

/**
 * Saves the registration in the outbox and returns its reference. With `correcting`, replaces
 * the fields and files of that rejected entry instead, under the same reference.
 */
export async function registerProduct(
  fields: ProductRegistrationFields,
  files: ProductFiles,
  correcting?: string,
): Promise<string> {
  const { correctEntry, enqueue } = await import('../../offline/outbox-on-submit')
  // The code is what a buyer will check: the confirmation shows it, also once delivered.
  const summary = { productCode: fields.productCode }
  if (correcting) {
    await correctEntry(correcting, { fields: { ...fields }, summary, files: attachments(files) })
    return correcting
  }
  const reference = makeReference('productRegistration')
  await enqueue({
    reference,
    call: PRODUCT_REGISTRATION_CALL,
    title: PRODUCT_REGISTRATION_TITLE,
    fields: { ...fields },
    summary,
    files: attachments(files),
    encoding: 'multipart',
    correctPath: PRODUCT_REGISTRATION_PATH,
  })
  return reference
}
