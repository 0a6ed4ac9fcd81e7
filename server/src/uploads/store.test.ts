import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { testDb } from '../testing'
import { diskUploadStore, recordUpload, sweepUploads } from './store'

let db: Db
const root = mkdtempSync(join(tmpdir(), 'scamlock-store-'))

beforeAll(async () => {
  db = await testDb()
})
afterAll(async () => {
  await db.close()
  rmSync(root, { recursive: true, force: true })
})

const digest = (text: string) => createHash('sha256').update(text).digest('hex')
let count = 0
function temporary(text: string) {
  const path = join(root, `tmp-${++count}`)
  writeFileSync(path, text)
  return path
}

describe('disk uploads store', () => {
  it('takes a temporary file by moving it, owner-only, and keeps the first of equal files', async () => {
    const store = diskUploadStore(join(root, 'uploads'))
    const sha = digest('hello')
    const first = temporary('hello')
    expect(await store.take(sha, first)).toBe(true)
    expect(existsSync(first)).toBe(false)
    expect(new TextDecoder().decode(await store.get(sha))).toBe('hello')
    const stored = join(root, 'uploads', sha.slice(0, 2), sha)
    expect(statSync(stored).mode & 0o777).toBe(0o600)
    expect(statSync(join(root, 'uploads', sha.slice(0, 2))).mode & 0o777).toBe(0o700)
    // Stored already: nothing new, and the stored copy is young again for the sweep (its
    // rows are about to be committed).
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000)
    utimesSync(stored, dayAgo, dayAgo)
    const again = temporary('hello')
    expect(await store.take(sha, again)).toBe(false)
    expect(existsSync(again)).toBe(false)
    expect(statSync(stored).mtimeMs).toBeGreaterThan(Date.now() - 60_000)
  })

  it('sweeps files that no uploads row references, once past the grace period', async () => {
    const store = diskUploadStore(join(root, 'swept'))
    const kept = digest('kept')
    const orphan = digest('orphan')
    const young = digest('young orphan')
    await store.take(kept, temporary('kept'))
    await store.take(orphan, temporary('orphan'))
    await store.take(young, temporary('young orphan'))
    await recordUpload(db, { sha256: kept, mediaType: 'application/pdf', size: 4 })
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    for (const sha of [kept, orphan]) {
      utimesSync(join(root, 'swept', sha.slice(0, 2), sha), hourAgo, hourAgo)
    }
    expect(await sweepUploads(db, store)).toBe(1)
    expect(await store.get(kept)).toBeDefined()
    expect(await store.get(orphan)).toBeUndefined()
    expect(await store.get(young)).toBeDefined()
    const names = readdirSync(join(root, 'swept'), { recursive: true })
    expect(names.filter((name) => String(name).includes(orphan))).toEqual([])
  })
})
