/** Verify Document by its reference (`/verify/document`). */
import { call } from '../../gateway/client'
import {
  documentVerifySchema,
  type DocumentVerifyRequest,
  type DocumentVerifyResult,
} from '../../shared/schemas/verify'

export { documentVerifySchema }
export type { DocumentVerifyRequest, DocumentVerifyResult }

export function verifyDocument(body: DocumentVerifyRequest, signal?: AbortSignal) {
  return call<DocumentVerifyResult>('documents/verify', body, { signal })
}
