/**
 * Keeps a submission with all its files or not at all. The files move from the request's
 * temporary folder into the uploads store first; then one transaction records their uploads
 * rows, the submission with status PENDING in its area's queue, and its documents. So a crash
 * (kill -9) at any point leaves either a submission whose every file is stored, or no
 * submission, and the device's outbox sends it again: never a case whose picture is missing.
 * Files moved in before a crash or a failed transaction have no row: a failed transaction
 * removes the ones it stored anew at once, and the sweep in uploads/store.ts those of a crash.
 * (PGlite serves one query at a time, so no disk I/O happens inside the transaction.) Called
 * once per reference (idempotent() in http/idempotency.ts); the insert is still `on conflict
 * do nothing`. The submission keeps the app locale it was made in; a cancellation of an
 * exclusion tells that exclusion's person and support persons in the same transaction
 * (exclusion-notices.ts), and a funeral claim its claimant.
 */
import { lookupKeys, type AnyContract } from '../../../src/shared/contracts/contract'
import type { AppLocale } from '../../../src/shared/locales'
import { gatewayClock } from '../clock'
import type { Db } from '../db/db'
import type { Env } from '../env'
import { noticeClaimReceived } from '../insurance/claim-notices'
import { discardUnreferenced, recordUpload, uploadStoreFor } from '../uploads/store'
import type { CheckedFile } from './check-files'
import { tellOfCancellation } from './exclusion-notices'
import { checksBeforeStore, type Check } from './rules'

export interface NewSubmission {
  reference: string
  data: Record<string, unknown>
  files: readonly CheckedFile[]
  /** The signed-in agent who submitted it for someone (auth/agent.ts), or none. */
  submittedBy?: string | null
  /** The signed-in member who made it (auth/member-session.ts), or none. */
  memberId?: string | undefined
  /** The app locale it was made in (its Content-Language), 'en' when not given. */
  language?: AppLocale
}

export async function storeSubmission(
  db: Db,
  env: Env,
  contract: AnyContract,
  submission: NewSubmission,
): Promise<void> {
  const check = checksBeforeStore[contract.kind]
  // Refused before any file moves, in the common case (a product code taken); checked again
  // inside the transaction, where it counts.
  await check?.(db, submission.reference, submission.data, db, env)
  const store = uploadStoreFor(db, env)
  const stored: string[] = []
  // Read before the transaction (PGlite's one connection is the transaction's).
  const today = isCancellation(contract, submission.data)
    ? await gatewayClock(db, env).today()
    : undefined
  try {
    for (const file of submission.files) {
      if (await store.take(file.sha256, file.path)) stored.push(file.sha256)
    }
    await record(db, env, contract, submission, check, today)
  } catch (error) {
    await discardUnreferenced(db, store, stored).catch(() => undefined)
    throw error
  }
}

const isCancellation = (contract: AnyContract, data: Record<string, unknown>) =>
  contract.kind === 'exclusion' && data.kind === 'cancel'

/** The rows, in one transaction, once every file is in the store. */
async function record(
  db: Db,
  env: Env,
  contract: AnyContract,
  submission: NewSubmission,
  check: Check | undefined,
  today: string | undefined,
) {
  const { reference, data, files, submittedBy } = submission
  await db.transaction(async (tx) => {
    await check?.(tx, reference, data, db, env)
    for (const file of files) {
      await recordUpload(tx, { sha256: file.sha256, mediaType: file.type, size: file.size })
    }
    const inserted = await tx.query(
      `insert into submissions (reference, kind, area, data, lookup_keys, submitted_by, language,
         member_id)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
       on conflict do nothing returning reference`,
      [
        reference,
        contract.kind,
        contract.area,
        JSON.stringify(data),
        lookupKeys(contract, data),
        submittedBy ?? null,
        submission.language ?? 'en',
        submission.memberId ?? null,
      ],
    )
    if (inserted.length === 0) {
      // Stored already (a retry), or a unique rule met a request of the same moment.
      await check?.(tx, reference, data, db, env)
      return
    }
    for (const file of files) {
      await tx.query(
        `insert into submission_documents (reference, field, position, storage_ref, file_name)
         values ($1, $2, $3, $4, $5)`,
        [reference, file.field, file.position, file.sha256, file.name.slice(0, 255)],
      )
    }
    // A funeral claim: the claimant is told it is received (insurance/claim-notices.ts).
    if (contract.kind === 'claim') await noticeClaimReceived(tx, reference)
    // A cancellation: the exclusion's person and support persons are told (exclusion-notices.ts).
    if (today !== undefined) {
      await tellOfCancellation(
        tx,
        { reference, data, language: submission.language ?? 'en' },
        today,
      )
    }
  })
}
