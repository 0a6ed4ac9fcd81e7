/**
 * Where the bytes of resumable uploads (resumable.ts) wait until a submission uses them:
 *
 * - a private folder, `${DATA_DIR}/resumable` (folders 0700, files 0600, as the uploads store
 *   keeps its files: store.ts), through `@tus/file-store`: the file and a `.json` of its length
 *   and metadata; its size on disk is the upload's offset. Under test, a folder of the system's
 *   temporary directory, one per test process, removed after each test file (testing-setup.ts);
 * - the UPLOADS_S3_* bucket, when it is set (resumable-s3.ts), so that every gateway sees every
 *   upload's offset and continues it.
 *
 * The ids in the store are the ids of the URLs (24 characters of base64url: 144 random bits);
 * the bucket's carry a prefix of their own, apart from the uploads store's objects.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { chmod, open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import type { DataStore, Upload } from '@tus/utils'
import type { Env } from '../env'
import { uploadTempRoot } from '../http/upload-temp'
import { resumableS3Store } from './resumable-s3'

const PUBLIC_ID = /^[A-Za-z0-9_-]{24}$/
const SNIFF_BYTES = 16

export interface ResumableStore extends DataStore {
  /** A new id, as the store names it. */
  newId(): string
  /** The id of the URL for a store id, and back (undefined for one that cannot be ours). */
  publicId(storeId: string): string
  storeId(publicId: string): string | undefined
  /** The upload's first bytes (for sniffing its type). */
  head(id: string): Promise<Uint8Array>
  /** The upload's bytes from the start. */
  read(id: string): Readable
}

const randomId = () => randomBytes(18).toString('base64url')

export function resumableFolder(env: Pick<Env, 'NODE_ENV' | 'DATA_DIR'>): string {
  return env.NODE_ENV === 'test'
    ? join(tmpdir(), `scamlock-resumable-${process.pid}`)
    : join(env.DATA_DIR, 'resumable')
}

class PrivateFileStore extends FileStore implements ResumableStore {
  constructor(directory: string) {
    // Before FileStore makes it (with 0777 less the umask): ours is the gateway's only.
    mkdirSync(directory, { recursive: true, mode: 0o700 })
    super({ directory })
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload)
    await chmod(join(this.directory, upload.id), 0o600)
    await chmod(join(this.directory, `${upload.id}.json`), 0o600)
    return created
  }

  newId() {
    return randomId()
  }

  publicId(storeId: string) {
    return storeId
  }

  storeId(publicId: string) {
    return PUBLIC_ID.test(publicId) ? publicId : undefined
  }

  async head(id: string): Promise<Uint8Array> {
    const file = await open(join(this.directory, id), 'r')
    try {
      const { buffer, bytesRead } = await file.read(new Uint8Array(SNIFF_BYTES), 0, SNIFF_BYTES, 0)
      return buffer.subarray(0, bytesRead)
    } finally {
      await file.close()
    }
  }
}

export function resumableStore(env: Env): ResumableStore {
  if (env.UPLOADS_S3) {
    return resumableS3Store(env.UPLOADS_S3, PUBLIC_ID, randomId, uploadTempRoot(env))
  }
  return new PrivateFileStore(resumableFolder(env))
}
