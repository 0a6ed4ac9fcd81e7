/**
 * Keeps a submission: its files in the uploads store first (outside the transaction: PGlite
 * serves one query at a time, and disk I/O must never hold it), then one transaction records
 * the uploads, the submission with status PENDING in its area's queue, and its documents.
 * Called once per reference (idempotent() in http/idempotency.ts); the insert is still
 * `on conflict do nothing`, so a retry after a crash between commit and answer changes nothing.
 */
import { lookupKeys, type AnyContract } from '../../../src/shared/contracts/contract'
import type { Db } from '../db/db'
import type { Env } from '../env'
import { recordUpload, uploadStoreFor } from '../uploads/store'
import type { CheckedFile } from './check-files'

export interface NewSubmission {
  reference: string
  data: Record<string, unknown>
  files: readonly CheckedFile[]
  /** The staff account of the agent who submitted it for someone (server/src/auth/agent.ts). */
  submittedBy?: string | undefined
}

export async function storeSubmission(
  db: Db,
  env: Env,
  contract: AnyContract,
  submission: NewSubmission,
): Promise<void> {
  const { reference, data, files, submittedBy } = submission
  const store = uploadStoreFor(db, env)
  for (const file of files) await store.put(file.sha256, file.bytes)
  await db.transaction(async (tx) => {
    for (const file of files) {
      await recordUpload(tx, { sha256: file.sha256, mediaType: file.type, size: file.bytes.length })
    }
    const inserted = await tx.query(
      `insert into submissions (reference, kind, area, data, lookup_keys, submitted_by)
       values ($1, $2, $3, $4::jsonb, $5, $6)
       on conflict (reference) do nothing returning reference`,
      [
        reference,
        contract.kind,
        contract.area,
        JSON.stringify(data),
        lookupKeys(contract, data),
        submittedBy ?? null,
      ],
    )
    if (inserted.length === 0) return
    for (const file of files) {
      await tx.query(
        `insert into submission_documents (reference, field, position, storage_ref, file_name)
         values ($1, $2, $3, $4, $5)`,
        [reference, file.field, file.position, file.sha256, file.name],
      )
    }
  })
}
