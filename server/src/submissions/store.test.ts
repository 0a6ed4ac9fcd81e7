/**
 * A submission is stored with all its files or not at all, whatever instant the process is
 * killed at (kill -9). The kill is simulated by an uploads store that never answers the
 * k-th move of a file: nothing after that point runs, as in a process that died there, and
 * the test reads what the database and the store then hold. The phone's outbox then sends the
 * same submission again, and the sweep clears what nobody sent again.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../../src/shared/contracts'
import type { AnyContract } from '../../../src/shared/contracts/contract'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { Db } from '../db/db'
import { parseEnv } from '../env'
import { testDb } from '../testing'
import { realPdf, realPng } from '../testing-files'
import {
  attachUploadStore,
  memoryUploadStore,
  sweepUploads,
  type UploadStore,
} from '../uploads/store'
import type { CheckedFile } from './check-files'
import { storeSubmission } from './store'

let db: Db
const disk = memoryUploadStore()
const env = parseEnv({ NODE_ENV: 'test' })
const contract = CONTRACTS.exclusion as AnyContract
const data = SAMPLE_DATA.exclusion as Record<string, unknown>
const folder = mkdtempSync(join(tmpdir(), 'store-crash-'))

beforeAll(async () => {
  db = await testDb()
})
afterAll(async () => {
  await db.close()
})

let count = 0
/** The files of one submission; each call of the answer writes them as temporary files again. */
function submissionFiles(): () => CheckedFile[] {
  const seed = ++count
  const made = [
    { field: 'idCopy', bytes: realPdf(`document ${seed}`) },
    { field: 'picture', bytes: realPng(600 + seed, 700) },
  ]
  let sent = 0
  return () => {
    sent++
    return made.map(({ field, bytes }) => {
      const path = join(folder, `${field}-${seed}-${sent}`)
      writeFileSync(path, bytes)
      return {
        field,
        position: 0,
        name: `${field}.bin`,
        size: bytes.length,
        path,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        type: bytes[0] === 0x25 ? 'application/pdf' : 'image/png',
      }
    })
  }
}

/** The store as a process killed at its `at`-th move of a file sees it: no answer, ever. */
function killedAt(at: number): { store: UploadStore; killed: Promise<void> } {
  let moves = 0
  let reached!: () => void
  const killed = new Promise<void>((resolve) => (reached = resolve))
  const store: UploadStore = {
    ...disk,
    take(sha256, path) {
      if (moves++ < at) return disk.take(sha256, path)
      reached()
      return new Promise<boolean>(() => undefined)
    },
  }
  return { store, killed }
}

async function stored(reference: string) {
  const rows = await db.query<{ storage_ref: string }>(
    `select d.storage_ref from submissions s
       join submission_documents d on d.reference = s.reference where s.reference = $1`,
    [reference],
  )
  const [submission] = await db.query('select 1 from submissions where reference = $1', [reference])
  const present = await Promise.all(rows.map(async (row) => disk.get(row.storage_ref)))
  return { exists: submission !== undefined, documents: rows.length, present }
}

describe('a submission and its files', () => {
  it.each([0, 1])(
    'is stored whole or not at all when the process dies at the move of file %i',
    async (at) => {
      const reference = makeReference('exclusion')
      const send = submissionFiles()
      const { store, killed } = killedAt(at)
      attachUploadStore(db, store)
      void storeSubmission(db, env, contract, { reference, data, files: send() })
      await killed
      // Whatever was under way when the process died is over: give it every chance to write.
      await new Promise((resolve) => setTimeout(resolve, 50))
      // Never a case whose files are missing: no row at all while a file was still moving.
      expect((await stored(reference)).exists).toBe(false)

      // The phone sends it again (the same bytes), to a gateway that started afresh.
      attachUploadStore(db, disk)
      await storeSubmission(db, env, contract, { reference, data, files: send() })
      const whole = await stored(reference)
      expect(whole.exists).toBe(true)
      expect(whole.documents).toBe(2)
      expect(whole.present.every((bytes) => bytes !== undefined)).toBe(true)
    },
  )

  it('leaves the files of a submission never sent again to the sweep, and nothing else', async () => {
    const reference = makeReference('exclusion')
    const { store, killed } = killedAt(1)
    attachUploadStore(db, store)
    void storeSubmission(db, env, contract, { reference, data, files: submissionFiles()() })
    await killed
    expect((await stored(reference)).exists).toBe(false)
    attachUploadStore(db, disk)
    // The first file moved in before the kill: no row names it, so the sweep removes it,
    // and only it (every other file belongs to a stored submission).
    expect(await sweepUploads(db, disk, 0)).toBe(1)
  })
})
