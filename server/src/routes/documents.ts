/**
 * `documents/verify` (by reference) and `documents/authenticate` (by the file itself, matched
 * on its SHA-256 against the hash recorded when the document was issued; docs/design.md section 4).
 * The upload's type is sniffed from its first bytes while it streams (PDF, JPEG, PNG, WebP;
 * anything else 415, whatever its name says) and the file is never stored: only its digest is
 * looked up, and the temporary file goes when the request ends.
 * The holder's name is masked in every public answer.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { MESSAGES } from '../../../src/shared/messages'
import { documentVerifySchema, type DocumentVerifyResult } from '../../../src/shared/schemas/verify'
import type { AppEnv } from '../context'
import type { Db } from '../db/db'
import { jsonBody } from '../http/json-body'
import { multipartBody } from '../http/multipart-body'
import { ApiError, ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { maskName } from '../verification/text'

const VALID = 'Valid'

interface DocumentRow {
  reference: string
  type: string
  issuer: string
  issued_at: string
  holder: string
  status: string
  sample: boolean
}

async function findDocument(
  db: Db,
  column: 'reference' | 'sha256',
  value: string,
): Promise<DocumentVerifyResult> {
  const [row] = await db.query<DocumentRow>(
    `select reference, type, issuer, issued_at, holder, status, sample
     from documents where ${column} = $1`,
    [value],
  )
  if (!row) return { verdict: 'not_found' }
  const flagged = row.status !== VALID
  return {
    verdict: flagged ? 'flagged' : 'genuine',
    document: {
      reference: row.reference,
      type: row.type,
      issuer: row.issuer,
      issuedAt: row.issued_at,
      holder: maskName(row.holder),
      status: row.status,
      ...(flagged ? { reason: `${row.status} by the issuer` } : {}),
      ...(row.sample ? { sample: true } : {}),
    },
  }
}

/** documents/authenticate takes one file and no text fields. */
const authenticateFields = v.strictObject({})

export const documentRoutes = new Hono<AppEnv>()
  .post('/verify', rateLimit('verify'), jsonBody(documentVerifySchema), async (c) => {
    const { reference } = c.req.valid('json')
    return ok(c, await findDocument(c.var.db, 'reference', reference))
  })
  .post(
    '/authenticate',
    rateLimit('verify'),
    multipartBody(authenticateFields, { files: { file: { min: 1, max: 1 } } }),
    async (c) => {
      const [upload] = c.req.valid('form').files.file ?? []
      if (!upload) throw new ApiError(400, 'Attach a file') // (multipartBody already requires one)
      if (!upload.type) {
        throw new ApiError(415, MESSAGES['file.type'], {
          errors: [{ path: 'file', message: MESSAGES['file.type'] }],
        })
      }
      return ok(c, await findDocument(c.var.db, 'sha256', upload.sha256))
    },
  )
