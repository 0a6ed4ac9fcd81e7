/**
 * Each file of a submission checked by its contract's rule, by its content
 * (uploads/check.ts): a document must be a real PDF or picture, a picture is decoded, held to
 * the 512 to 1920 px rule and re-encoded without its metadata. A file that is not what it
 * claims is a 415; a picture of the wrong size a 400; one message per field.
 */
import type { AnyContract } from '../../../src/shared/contracts/contract'
import { UPLOAD_TYPES } from '../../../src/shared/uploads'
import { ApiError, type FieldError } from '../http/envelope'
import type { ReceivedFile } from '../http/multipart'
import { checkUpload, type CheckedUpload } from '../uploads/check'

export interface CheckedFile extends CheckedUpload {
  position: number
}

const TYPE_MESSAGE = {
  picture: 'Each picture must be a JPG, PNG or WebP',
  document: 'The selected file must be a PDF, JPG, PNG or WebP',
} as const

const firstPerField = (errors: FieldError[]) =>
  errors.filter((error, i) => errors.findIndex((e) => e.path === error.path) === i)

export async function checkFiles(
  contract: AnyContract,
  files: readonly ReceivedFile[],
): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = []
  const wrongType: FieldError[] = []
  const wrongSize: FieldError[] = []
  const positions: Record<string, number> = {}
  for (const file of files) {
    const rule = contract.files[file.field]
    if (!rule) continue // refused by the reader already
    const position = (positions[file.field] = (positions[file.field] ?? -1) + 1)
    const result = await checkUpload(file, {
      types: UPLOAD_TYPES[rule.kind],
      picture: rule.kind === 'picture',
      typeMessage: TYPE_MESSAGE[rule.kind],
    })
    if (!result.ok) {
      ;(result.status === 415 ? wrongType : wrongSize).push(result.error)
      continue
    }
    const name = result.upload.name || `${file.field}-${position + 1}`
    checked.push({ ...result.upload, name, position })
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
