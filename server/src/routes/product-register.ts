/**
 * `POST /api/product/register` (DESIGN.md section 4): a maker's or importer's product
 * pre-registration, sent by the device's outbox. Multipart: `reference` (PR-, made on the
 * device, equal to the Idempotency-Key) and the text fields of the shared schema, files
 * `photos` (0 to 6 pictures) and `document` (0 or 1 PDF or picture).
 *
 * Checks, in order: media type, size (413: 25 MB in all, 10 MB a file), fields (400, one entry
 * per field, the very schema the form uses), each file's type from its bytes (415), each
 * photo's pixel size (400, the 512 to 1920 px rule). Then, once per reference (a repeat with the
 * same content gets the first answer; other content is a 409): the files go to the uploads
 * store, and one transaction records them and the registration with status PENDING for staff
 * review. The answer is `{ reference, status: 'PENDING' }` with 201.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { messageText } from '../../../src/shared/messages'
import { imageSizeSchema } from '../../../src/shared/rules'
import {
  PRODUCT_FILES,
  productRegistrationRequestSchema,
  type ProductRegistrationAnswer,
} from '../../../src/shared/schemas/product-registration'
import type { AppEnv } from '../context'
import type { Db } from '../db/db'
import { multipartBody, multipartContent, type UploadedFile } from '../http/body'
import { ApiError, created, type FieldError } from '../http/envelope'
import { idempotent } from '../http/idempotency'
import { imageSize } from '../uploads/image-size'
import { sniffMediaType, type UploadType } from '../uploads/sniff'
import { recordUpload, uploadStoreFor } from '../uploads/store'

type FileField = keyof typeof PRODUCT_FILES

interface CheckedFile {
  field: FileField
  position: number
  name: string
  sha256: string
  type: UploadType
  bytes: Uint8Array
}

const TYPE_MESSAGE: Record<FileField, string> = {
  photos: 'Each picture must be a JPG, PNG or WebP',
  document: 'The selected file must be a PDF, JPG, PNG or WebP',
}

async function checkFiles(files: Record<string, UploadedFile[]>): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = []
  const wrongType: FieldError[] = []
  const wrongSize: FieldError[] = []
  for (const field of Object.keys(PRODUCT_FILES) as FileField[]) {
    const allowed: readonly string[] = PRODUCT_FILES[field].types
    for (const [position, { file, sha256 }] of (files[field] ?? []).entries()) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = sniffMediaType(bytes)
      if (!type || !allowed.includes(type)) {
        wrongType.push({ path: field, message: TYPE_MESSAGE[field] })
        continue
      }
      if (field === 'photos' && type !== 'application/pdf') {
        const size = imageSize(bytes, type)
        const result = v.safeParse(imageSizeSchema, size)
        if (!result.success) {
          wrongSize.push({ path: field, message: result.issues[0].message })
          continue
        }
      }
      checked.push({
        field,
        position,
        name: file.name || `${field}-${position + 1}`,
        sha256,
        type,
        bytes,
      })
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

/**
 * A code that is already a product, or waiting for review under another reference, is refused
 * on its field (issue 9, item 8). Two registrations of one code at the same moment meet the
 * unique index of migration 005: the later insert does nothing and comes back here.
 */
async function refuseKnownCode(tx: Pick<Db, 'query'>, code: string, reference: string) {
  const known = await tx.query(
    `select 1 from products where code = $1
     union all select 1 from product_registrations
       where product_code = $1 and status = 'PENDING' and reference <> $2
     limit 1`,
    [code, reference],
  )
  if (known.length > 0) {
    throw new ApiError(400, 'Invalid input', {
      errors: [{ path: 'productCode', message: messageText('productCode.taken') }],
    })
  }
}

export const productRegisterRoutes = new Hono<AppEnv>().post(
  '/',
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
      // Disk first, outside the transaction (PGlite serves one query at a time: never hold a
      // transaction across file I/O). A file stored for a request that then fails is harmless:
      // it is content-addressed, and the next attempt finds it in place.
      const store = uploadStoreFor(db, env)
      for (const file of files) await store.put(file.sha256, file.bytes)
      await db.transaction(async (tx) => {
        await refuseKnownCode(tx, fields.productCode, fields.reference)
        for (const file of files) {
          await recordUpload(tx, {
            sha256: file.sha256,
            mediaType: file.type,
            size: file.bytes.length,
          })
        }
        const inserted = await tx.query(
          `insert into product_registrations (reference, company_name, contact_name, email, phone,
             product_name, brand, category, batch, description, product_code)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           on conflict do nothing returning reference`,
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
            fields.productCode,
          ],
        )
        if (inserted.length === 0) {
          // Stored already (a retry), or the code was taken a moment ago by another request.
          await refuseKnownCode(tx, fields.productCode, fields.reference)
          return
        }
        for (const file of files) {
          await tx.query(
            `insert into product_registration_files (reference, field, position, sha256, file_name)
             values ($1, $2, $3, $4, $5)`,
            [fields.reference, file.field, file.position, file.sha256, file.name.slice(0, 255)],
          )
        }
      })
      const answer: ProductRegistrationAnswer = { reference: fields.reference, status: 'PENDING' }
      return created(c, answer)
    })
  },
)
