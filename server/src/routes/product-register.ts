/**
 * `POST /api/product/register` (DESIGN.md section 4): a maker's or importer's product
 * pre-registration, sent by the device's outbox. Multipart: `reference` (PR-, made on the
 * device, equal to the Idempotency-Key) and the text fields of the shared schema, files
 * `photos` (0 to 6 pictures) and `document` (0 or 1 PDF or picture).
 *
 * Checks, in order: rate limit of creating calls (429), media type, size (413: 25 MB in all,
 * 10 MB a file, while the body streams), fields (400, one entry per field, the very schema the
 * form uses), each file (uploads/check.ts: its type from its bytes, 415; a picture decoded and
 * re-encoded without metadata, and held to the 512 to 1920 px rule, 400; a PDF's structure).
 * Then, once per reference (a repeat with the same content gets the first answer; other
 * content is a 409): one transaction records the uploads and the registration with status
 * PENDING for staff review, and only after it commits do the files move into the uploads store,
 * so a failure leaves neither rows nor files (issue 8, item 4). The answer is
 * `{ reference, status: 'PENDING' }` with 201.
 */
import { Hono } from 'hono'
import {
  PRODUCT_FILES,
  productRegistrationRequestSchema,
  type ProductRegistrationAnswer,
} from '../../../src/shared/schemas/product-registration'
import type { AppEnv } from '../context'
import { multipartBody, multipartContent } from '../http/body'
import { creatingCall } from '../http/creating-call'
import { ApiError, created, type FieldError } from '../http/envelope'
import { idempotent } from '../http/idempotency'
import type { ReceivedFile } from '../http/multipart'
import { checkUpload, type CheckedUpload, type UploadRule } from '../uploads/check'
import { recordUpload, uploadStoreFor } from '../uploads/store'

type FileField = keyof typeof PRODUCT_FILES

interface CheckedFile extends CheckedUpload {
  field: FileField
  position: number
}

const RULES: Record<FileField, UploadRule> = {
  photos: {
    types: PRODUCT_FILES.photos.types,
    picture: true,
    typeMessage: 'Each picture must be a JPG, PNG or WebP',
  },
  document: {
    types: PRODUCT_FILES.document.types,
    typeMessage: 'The selected file must be a PDF, JPG, PNG or WebP',
  },
}

async function checkFiles(files: Record<string, ReceivedFile[]>): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = []
  const wrongType: FieldError[] = []
  const wrongSize: FieldError[] = []
  for (const field of Object.keys(PRODUCT_FILES) as FileField[]) {
    for (const [position, file] of (files[field] ?? []).entries()) {
      const result = await checkUpload(file, RULES[field])
      if (!result.ok) {
        ;(result.status === 415 ? wrongType : wrongSize).push(result.error)
        continue
      }
      const name = file.name || `${field}-${position + 1}`
      checked.push({ ...result.upload, field, position, name })
    }
  }
  const firstPerField = (errors: FieldError[]) =>
    errors.filter((error, i) => errors.findIndex((e) => e.path === error.path) === i)
  if (wrongType.length > 0) {
    throw new ApiError(415, 'Only PDF, JPEG, PNG and WebP files are accepted', {
      errors: firstPerField(wrongType),
    })
  }
  if (wrongSize.length > 0) {
    throw new ApiError(400, 'Invalid input', { errors: firstPerField(wrongSize) })
  }
  return checked
}

export const productRegisterRoutes = new Hono<AppEnv>().post(
  '/',
  creatingCall(),
  multipartBody(productRegistrationRequestSchema, {
    files: { photos: { max: PRODUCT_FILES.photos.max }, document: { max: 1 } },
  }),
  async (c) => {
    const form = c.req.valid('form')
    const fields = form.fields
    const files = await checkFiles(form.files)
    const request = {
      reference: fields.reference,
      content: multipartContent(form),
      kind: 'productRegistration' as const,
    }
    return idempotent(c, request, async () => {
      const { db, env } = c.var
      // Rows first, files after the commit (PGlite serves one query at a time: never hold a
      // transaction across file I/O). A failed transaction leaves no file behind; a crash
      // after the commit leaves rows whose files arrive with the retry of the same request.
      await db.transaction(async (tx) => {
        for (const file of files) {
          await recordUpload(tx, { sha256: file.sha256, mediaType: file.type, size: file.size })
        }
        const inserted = await tx.query(
          `insert into product_registrations (reference, company_name, contact_name, email, phone,
             product_name, brand, category, batch, description)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           on conflict (reference) do nothing returning reference`,
          [
            fields.reference,
            fields.companyName,
            fields.contactName,
            fields.email,
            fields.phone,
            fields.productName,
            fields.brand,
            fields.category,
            fields.batch,
            fields.description,
          ],
        )
        if (inserted.length === 0) return
        for (const file of files) {
          await tx.query(
            `insert into product_registration_files (reference, field, position, sha256, file_name)
             values ($1, $2, $3, $4, $5)`,
            [fields.reference, file.field, file.position, file.sha256, file.name.slice(0, 255)],
          )
        }
      })
      const store = uploadStoreFor(db, env)
      for (const file of files) await store.take(file.sha256, file.path)
      const answer: ProductRegistrationAnswer = { reference: fields.reference, status: 'PENDING' }
      return created(c, answer)
    })
  },
)
