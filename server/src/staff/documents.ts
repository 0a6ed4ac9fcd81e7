/**
 * The files of a case (docs/design.md sections 5 and 6):
 *
 * - `POST /api/staff/files/read { documentId }`: the file, as a sandboxed download named
 *   `<field>-<n>.<extension of its checked type>` (uploads/serve.ts), for staff of the case's organisation (an agent: of its own cases). Every
 *   read writes an audit row first: no row, no file.
 * - `POST /api/staff/documents/verify { documentId }`: a manager marks a document verified
 *   (verified, verifiedBy, verifiedAt), with an audit row. Verifying it again changes nothing.
 *
 * A document of another organisation's case is a 403 (reach.ts); an unknown id a 404.
 */
import { Hono, type Context } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import { AREA_ORGANISATION, type Area } from '../../../src/shared/schemas/staff'
import { documentRequestSchema } from '../../../src/shared/schemas/staff-cases'
import type { StaffEnv } from '../auth/context'
import { jsonBody } from '../http/json-body'
import { ApiError, ok } from '../http/envelope'
import { fileAnswer } from '../uploads/serve'
import type { UploadType } from '../uploads/sniff'
import { uploadStoreFor } from '../uploads/store'
import { audit } from '../auth/audit-log'
import { DOCUMENT_COLUMNS, toDocument, type DocumentRow } from './case-detail'
import { reachCase } from './reach'

interface FoundDocument extends DocumentRow {
  reference: string
  storage_ref: string
  area: Area
  submitted_by: string | null
}

async function findDocument(
  c: Context<StaffEnv>,
  action: 'files.read' | 'documents.verify',
  documentId: number,
): Promise<FoundDocument> {
  const [found] = await c.get('db').query<FoundDocument>(
    `select ${DOCUMENT_COLUMNS}, d.reference, d.storage_ref, s.area, s.submitted_by
     from submission_documents d
       join uploads u on u.sha256 = d.storage_ref
       join submissions s on s.reference = d.reference
     where d.id = $1`,
    [documentId],
  )
  if (!found) throw new ApiError(404, m('document.unknown'))
  reachCase(c, action, found, m('document.unknown'))
  return found
}

const auditEntry = (found: FoundDocument) => ({
  organisation: AREA_ORGANISATION[found.area],
  area: found.area,
  reference: found.reference,
  target: found.file_name,
  details: { documentId: found.id, field: found.field, sha256: found.storage_ref },
})

export const filesRoutes = new Hono<StaffEnv>().post(
  '/read',
  jsonBody(documentRequestSchema),
  async (c) => {
    const found = await findDocument(c, 'files.read', c.req.valid('json').documentId)
    const bytes = await uploadStoreFor(c.get('db'), c.get('env')).get(found.storage_ref)
    if (!bytes) throw new ApiError(404, m('document.missing'))
    await audit(c, { action: 'files.read', ...auditEntry(found) })
    return fileAnswer(c, {
      bytes: bytes as Uint8Array<ArrayBuffer>,
      // The type the upload check sniffed and stored with the bytes (uploads.media_type).
      type: found.media_type as UploadType,
      // Named by the gateway from the field and the checked type, never the sender's name.
      field: found.field,
      position: found.position,
    })
  },
)

export const documentsRoutes = new Hono<StaffEnv>().post(
  '/verify',
  jsonBody(documentRequestSchema),
  async (c) => {
    const found = await findDocument(c, 'documents.verify', c.req.valid('json').documentId)
    if (found.verified) return ok(c, toDocument(found))
    const at = new Date(c.get('now')()).toISOString()
    const email = c.get('account').email
    // `not verified`: of two managers verifying at the same moment, the first is recorded.
    const row = await c.get('db').transaction(async (tx) => {
      const [updated] = await tx.query<{ verified_by: string; verified_at: Date }>(
        `update submission_documents set verified = true, verified_by = $2, verified_at = $3
         where id = $1 and not verified returning verified_by, verified_at`,
        [found.id, email, at],
      )
      if (updated) await audit(c, { action: 'documents.verify', ...auditEntry(found) }, tx)
      return (
        updated ??
        (
          await tx.query<{ verified_by: string; verified_at: Date }>(
            'select verified_by, verified_at from submission_documents where id = $1',
            [found.id],
          )
        )[0]!
      )
    })
    return ok(c, toDocument({ ...found, verified: true, ...row }))
  },
)
