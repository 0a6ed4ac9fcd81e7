/**
 * Each file of a submission checked by its contract's rule: its type from its bytes (415 when
 * it is not one the field takes) and, for a picture, its size (400 outside 512 to 1920 px,
 * the rule of src/shared/rules.ts). One message per field.
 */
import * as v from 'valibot'
import type { AnyContract } from '../../../src/shared/contracts/contract'
import { imageSizeSchema } from '../../../src/shared/rules'
import { sniffMediaType, UPLOAD_TYPES, type UploadType } from '../../../src/shared/uploads'
import type { UploadedFile } from '../http/body'
import { ApiError, type FieldError } from '../http/envelope'
import { imageSize } from '../uploads/image-size'

export interface CheckedFile {
  field: string
  position: number
  name: string
  sha256: string
  type: UploadType
  bytes: Uint8Array
}

const TYPE_MESSAGE = {
  picture: 'Each picture must be a JPG, PNG or WebP',
  document: 'The selected file must be a PDF, JPG, PNG or WebP',
} as const

const firstPerField = (errors: FieldError[]) =>
  errors.filter((error, i) => errors.findIndex((e) => e.path === error.path) === i)

export async function checkFiles(
  contract: AnyContract,
  files: Record<string, UploadedFile[]>,
): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = []
  const wrongType: FieldError[] = []
  const wrongSize: FieldError[] = []
  for (const [field, rule] of Object.entries(contract.files)) {
    for (const [position, { file, sha256 }] of (files[field] ?? []).entries()) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = sniffMediaType(bytes)
      if (!type || !UPLOAD_TYPES[rule.kind].includes(type)) {
        wrongType.push({ path: field, message: TYPE_MESSAGE[rule.kind] })
        continue
      }
      if (rule.kind === 'picture' && type !== 'application/pdf') {
        const size = imageSize(bytes, type)
        if (!size) {
          wrongType.push({ path: field, message: TYPE_MESSAGE.picture })
          continue
        }
        const result = v.safeParse(imageSizeSchema, size)
        if (!result.success) {
          wrongSize.push({ path: field, message: result.issues[0].message })
          continue
        }
      }
      const name = (file.name || `${field}-${position + 1}`).slice(0, 255)
      checked.push({ field, position, name, sha256, type, bytes })
    }
  }
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
