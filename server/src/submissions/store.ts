/**
 * Keeps a submission. One transaction records its uploads, the submission with status PENDING
 * in its area's queue, and its documents; only after the commit do the files move from the
 * request's temporary folder into the uploads store (PGlite serves one query at a time, so
 * disk I/O never holds a transaction; a failed transaction leaves no file behind; a crash
 * after the commit leaves rows whose files arrive with the retry of the same request, and the
 * sweep in uploads/store.ts removes any file no row references). Called once per reference
 * (idempotent() in http/idempotency.ts); the insert is still `on conflict do nothing`.
 */
import { lookupKeys, type AnyContract } from '../../../src/shared/contracts/contract'
import type { Db } from '../db/db'
import type { Env } from '../env'
import { recordUpload, uploadStoreFor } from '../uploads/store'
import type { CheckedFile } from './check-files'
import { checksBeforeStore } from './rules'

export interface NewSubmission {
  reference: string
  data: Record<string, unknown>
  files: readonly CheckedFile[]
}

export async function storeSubmission(
  db: Db,
  env: Env,
  contract: AnyContract,
  submission: NewSubmission,
): Promise<void> {
  const { reference, data, files } = submission
  const check = checksBeforeStore[contract.kind]
  await db.transaction(async (tx) => {
    await check?.(tx, reference, data)
    for (const file of files) {
      await recordUpload(tx, { sha256: file.sha256, mediaType: file.type, size: file.size })
    }
    const inserted = await tx.query(
      `insert into submissions (reference, kind, area, data, lookup_keys)
       values ($1, $2, $3, $4::jsonb, $5)
       on conflict do nothing returning reference`,
      [reference, contract.kind, contract.area, JSON.stringify(data), lookupKeys(contract, data)],
    )
    if (inserted.length === 0) {
      // Stored already (a retry), or a unique rule met a request of the same moment.
      await check?.(tx, reference, data)
      return
    }
    for (const file of files) {
      await tx.query(
        `insert into submission_documents (reference, field, position, storage_ref, file_name)
         values ($1, $2, $3, $4, $5)`,
        [reference, file.field, file.position, file.sha256, file.name.slice(0, 255)],
      )
    }
  })
  const store = uploadStoreFor(db, env)
  for (const file of files) await store.take(file.sha256, file.path)
}
