/**
 * The uploads store (docs/design.md section 5): every file the gateway accepts is kept once, by the
 * SHA-256 of its bytes, with its sniffed media type and size in the `uploads` table
 * (migration 003). The bytes live outside the database:
 *
 * - on disk under `${DATA_DIR}/uploads/<first two hex>/<sha256>` (the default), written to a
 *   temporary name and renamed, so a crash never leaves half a file under its final name;
 * - in memory for tests (NODE_ENV=test without an attached store), so a test run never
 *   writes into the repository's ./data.
 *
 * Files arrive as temporary files (http/multipart.ts) and the store takes them by moving them
 * (`take`: a rename on the same file system), never as bytes in memory. Files are private:
 * folders 0700, files 0600, for the gateway's own user only.
 *
 * No row without its file, and no file left for long without a row: a route moves its files
 * in first and commits its rows after, in one transaction, so a crash (kill -9) at any point
 * leaves either the whole record or none of it, never a case whose picture is missing. A
 * transaction that fails leaves files that no row names: the route removes the ones it stored
 * anew at once (`discardUnreferenced`), and `sweep` removes any that a crash left behind:
 * files with no `uploads` row, older than a grace period.
 *
 * At scale the same interface fronts an S3-compatible bucket (docs/design.md section 2;
 * s3-store.ts, chosen by the UPLOADS_S3_* settings); routes see only `UploadStore`
 * (driver.ts). The store is looked up per database (`uploadStoreFor`), because createApp
 * holds no global state and every test file has its own database.
 */
import { randomUUID } from 'node:crypto'
import {
  chmod,
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises'
import { join } from 'node:path'
import type { Db, Queryable } from '../db/db'
import type { Env } from '../env'
import type { UploadStore } from './driver'
import { s3UploadStore } from './s3-store'
import type { UploadType } from './sniff'

export type { UploadStore } from './driver'

const HEX64 = /^[0-9a-f]{64}$/
const STORED_NAME = /^[0-9a-f]{64}(\.[0-9a-f-]{36}\.part)?$/

function checkDigest(sha256: string) {
  if (!HEX64.test(sha256)) throw new Error(`Not a SHA-256 digest: ${sha256}`)
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

export function diskUploadStore(dir: string): UploadStore {
  const pathOf = (sha256: string) => join(dir, sha256.slice(0, 2), sha256)
  const folder = async (sha256: string) => {
    await mkdir(join(dir, sha256.slice(0, 2)), { recursive: true, mode: 0o700 })
    return pathOf(sha256)
  }
  return {
    async put(sha256, bytes) {
      checkDigest(sha256)
      if (await exists(pathOf(sha256))) return
      const target = await folder(sha256)
      const temporary = `${target}.${randomUUID()}.part`
      await writeFile(temporary, bytes, { mode: 0o600 })
      await rename(temporary, target)
    },
    async take(sha256, path) {
      checkDigest(sha256)
      if (await exists(pathOf(sha256))) {
        // Young again: an old copy that no row names yet (a crash before its commit) must not
        // be swept while this request's rows are committing.
        const now = new Date()
        await utimes(pathOf(sha256), now, now).catch(() => undefined)
        await unlink(path)
        return false
      }
      const target = await folder(sha256)
      try {
        await rename(path, target)
        await chmod(target, 0o600) // whatever mode the temporary file had
      } catch (error) {
        // Another file system (a DATA_DIR/tmp mounted apart): copy under a temporary name.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        const temporary = `${target}.${randomUUID()}.part`
        await copyFile(path, temporary)
        await rename(temporary, target)
        await unlink(path)
      }
      return true
    },
    async get(sha256) {
      checkDigest(sha256)
      return readFile(pathOf(sha256)).then(
        (buffer) => new Uint8Array(buffer),
        () => undefined,
      )
    },
    async list(olderThanMs) {
      const before = Date.now() - olderThanMs
      const found: string[] = []
      for (const prefix of await readdir(dir).catch(() => [])) {
        for (const name of await readdir(join(dir, prefix)).catch(() => [])) {
          const info = await stat(join(dir, prefix, name)).catch(() => undefined)
          if (info && info.mtimeMs < before) found.push(name)
        }
      }
      return found
    },
    async remove(sha256) {
      // Also a `.part` left by a crash mid-copy: list() hands back its whole name.
      if (!STORED_NAME.test(sha256)) throw new Error(`Not a stored file name: ${sha256}`)
      await rm(join(dir, sha256.slice(0, 2), sha256), { force: true })
    },
  }
}

export function memoryUploadStore(): UploadStore {
  const files = new Map<string, { bytes: Uint8Array; at: number }>()
  const put = async (sha256: string, bytes: Uint8Array) => {
    checkDigest(sha256)
    if (!files.has(sha256)) files.set(sha256, { bytes: bytes.slice(), at: Date.now() })
  }
  return {
    put,
    async take(sha256, path) {
      checkDigest(sha256)
      const known = files.get(sha256)
      if (known) known.at = Date.now()
      else await put(sha256, new Uint8Array(await readFile(path)))
      await unlink(path)
      return !known
    },
    async get(sha256) {
      return files.get(sha256)?.bytes
    },
    async list(olderThanMs) {
      const before = Date.now() - olderThanMs
      return [...files].filter(([, file]) => file.at <= before).map(([sha256]) => sha256)
    },
    async remove(sha256) {
      files.delete(sha256)
    },
  }
}

const stores = new WeakMap<Db, UploadStore>()

/** Gives a database its own store (tests, or an object store at scale). */
export function attachUploadStore(db: Db, store: UploadStore): void {
  stores.set(db, store)
}

/**
 * The store of this database: the attached one, else the bucket of the settings, else memory
 * under test, else DATA_DIR.
 */
export function uploadStoreFor(db: Db, env: Env): UploadStore {
  let store = stores.get(db)
  if (!store) {
    if (env.UPLOADS_S3) store = s3UploadStore(env.UPLOADS_S3)
    else if (env.NODE_ENV === 'test') store = memoryUploadStore()
    else store = diskUploadStore(join(env.DATA_DIR, 'uploads'))
    stores.set(db, store)
  }
  return store
}

/** Records an upload's metadata once (inside the caller's transaction). */
export async function recordUpload(
  tx: Queryable,
  upload: { sha256: string; mediaType: UploadType; size: number },
): Promise<void> {
  await tx.query(
    `insert into uploads (sha256, media_type, size) values ($1, $2, $3)
     on conflict (sha256) do nothing`,
    [upload.sha256, upload.mediaType, upload.size],
  )
}

/**
 * Removes at once the files a request stored anew whose rows then failed to commit (a 409, a
 * lost race), unless a row of another request names the same bytes by now. The hourly sweep
 * would remove them too, but refused files have no business on disk for an hour.
 */
export async function discardUnreferenced(
  db: Queryable,
  store: UploadStore,
  digests: readonly string[],
): Promise<void> {
  if (digests.length === 0) return
  const rows = await db.query<{ sha256: string }>(
    'select sha256 from uploads where sha256 = any($1::text[])',
    [digests],
  )
  const kept = new Set(rows.map((row) => row.sha256))
  for (const sha256 of new Set(digests)) if (!kept.has(sha256)) await store.remove(sha256)
}

/** Files younger than this are never swept: their request may still be committing. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000

/**
 * Removes stored files that no `uploads` row references (older than `graceMs`); returns how
 * many. Runs at start and then hourly (startServer).
 */
export async function sweepUploads(
  db: Db,
  store: UploadStore,
  graceMs = SWEEP_GRACE_MS,
): Promise<number> {
  const candidates = await store.list(graceMs)
  if (candidates.length === 0) return 0
  const digests = candidates.filter((name) => HEX64.test(name))
  const rows = await db.query<{ sha256: string }>(
    'select sha256 from uploads where sha256 = any($1::text[])',
    [digests],
  )
  const kept = new Set(rows.map((row) => row.sha256))
  const orphans = candidates.filter((name) => !kept.has(name))
  for (const name of orphans) await store.remove(name)
  return orphans.length
}
