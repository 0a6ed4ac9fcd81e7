/**
 * The uploads store (DESIGN.md section 5): every file the gateway accepts is kept once, by the
 * SHA-256 of its bytes, with its sniffed media type and size in the `uploads` table
 * (migration 003). The bytes live outside the database:
 *
 * - on disk under `${DATA_DIR}/uploads/<first two hex>/<sha256>` (the default), written to a
 *   temporary name and renamed, so a crash never leaves half a file under its final name;
 * - in memory for tests (NODE_ENV=test without an attached store), so a test run never
 *   writes into the repository's ./data.
 *
 * At scale the same interface fronts an S3-compatible bucket (DESIGN.md section 2); routes see
 * only `UploadStore`. The store is looked up per database (`uploadStoreFor`), because createApp
 * holds no global state and every test file has its own database.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db, Queryable } from '../db/db'
import type { Env } from '../env'
import type { UploadType } from './sniff'

export interface UploadStore {
  /** Keeps the bytes under their digest; a second put of the same digest is a no-op. */
  put(sha256: string, bytes: Uint8Array): Promise<void>
  get(sha256: string): Promise<Uint8Array | undefined>
}

const HEX64 = /^[0-9a-f]{64}$/

function checkDigest(sha256: string) {
  if (!HEX64.test(sha256)) throw new Error(`Not a SHA-256 digest: ${sha256}`)
}

export function diskUploadStore(dir: string): UploadStore {
  const pathOf = (sha256: string) => join(dir, sha256.slice(0, 2), sha256)
  return {
    async put(sha256, bytes) {
      checkDigest(sha256)
      const target = pathOf(sha256)
      const exists = await stat(target).then(
        () => true,
        () => false,
      )
      if (exists) return
      await mkdir(join(dir, sha256.slice(0, 2)), { recursive: true })
      const temporary = `${target}.${randomUUID()}.part`
      await writeFile(temporary, bytes)
      await rename(temporary, target)
    },
    async get(sha256) {
      checkDigest(sha256)
      return readFile(pathOf(sha256)).then(
        (buffer) => new Uint8Array(buffer),
        () => undefined,
      )
    },
  }
}

export function memoryUploadStore(): UploadStore {
  const files = new Map<string, Uint8Array>()
  return {
    async put(sha256, bytes) {
      checkDigest(sha256)
      if (!files.has(sha256)) files.set(sha256, bytes.slice())
    },
    async get(sha256) {
      return files.get(sha256)
    },
  }
}

const stores = new WeakMap<Db, UploadStore>()

/** Gives a database its own store (tests, or an object store at scale). */
export function attachUploadStore(db: Db, store: UploadStore): void {
  stores.set(db, store)
}

/** The store of this database: the attached one, else memory under test, else DATA_DIR. */
export function uploadStoreFor(db: Db, env: Env): UploadStore {
  let store = stores.get(db)
  if (!store) {
    store =
      env.NODE_ENV === 'test' ? memoryUploadStore() : diskUploadStore(join(env.DATA_DIR, 'uploads'))
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
