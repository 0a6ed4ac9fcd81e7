/**
 * The pre-registration's attachments, prepared when they are picked, by the same code as every
 * form's uploads (src/journey/files.ts: bytes copied at once, the type read from the content,
 * photos decoded, refused under 512 px, scaled to 1920 px and stripped of their metadata).
 */
import { prepareUpload } from '../../journey/files'

export type { PickProblem as Problem } from '../../journey/files'

/** A picked file as this form keeps it. */
export interface Picked {
  name: string
  type: string
  data: ArrayBuffer
  width?: number
  height?: number
}

export const preparePhoto = (file: File) => prepareUpload(file, 'photos', 'picture')
export const prepareDocument = (file: File) => prepareUpload(file, 'document', 'document')
