/**
 * The store of resumable uploads in the UPLOADS_S3_* bucket (resumable-store.ts), so that a
 * PATCH may reach any gateway and go on at the offset another one stored.
 *
 * Why not `@tus/s3-store`: it keeps an upload as an S3 multipart upload and asks the bucket
 * for its parts (ListParts) on every HEAD and PATCH. s3rver, the bucket of our tests
 * (s3-testing.ts), has no ListParts, so none of it could be tested here; and it pulls in the
 * AWS SDK beside the 3 KB signer the uploads store already uses (s3-store.ts). This store
 * needs only PUT, GET, DELETE and a listing by prefix, which every S3-compatible server has:
 *
 * - `resumable/<id>/info`: the upload's length, metadata and creation date (JSON);
 * - `resumable/<id>/<start>-<end>`: the bytes of one PATCH, start and end offsets in the name
 *   (12 digits each, so that names sort by offset). The offset of the upload is the end of
 *   the run of chunks from 0; one request writes at a time (resumable-lock.ts).
 *
 * A PATCH's bytes are spooled to a temporary file (0600) and put as one object with its
 * Content-Length (S3 takes no body of unknown length). A PATCH cut off keeps the bytes that
 * arrived: they are put as a chunk all the same. The uploads store's own objects are named by
 * their SHA-256 only (s3-store.ts), so its sweep never sees these.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { randomUUID } from 'node:crypto'
import { DataStore, ERRORS, Upload } from '@tus/utils'
import type { S3Settings } from '../env'
import { bucketClient } from './s3-store'
import { parseListPage } from './s3-list'
import type { ResumableStore } from './resumable-store'

const PREFIX = 'resumable/'
const CHUNK = /\/(\d{12})-(\d{12})$/
const SNIFF_BYTES = 16

const pad = (offset: number) => String(offset).padStart(12, '0')

interface Info {
  size: number | undefined
  metadata: Record<string, string | null> | undefined
  creation_date: string | undefined
}

export function resumableS3Store(
  settings: S3Settings,
  publicIdPattern: RegExp,
  randomId: () => string,
  spoolDir: string,
): ResumableStore {
  const { bucketUrl, send, expectOk } = bucketClient(settings)
  const objectUrl = (key: string) =>
    `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`

  /** Every key under the upload's prefix (every upload's, without an id). */
  async function keysOf(id?: string): Promise<string[]> {
    const keys: string[] = []
    let token: string | undefined
    do {
      const prefix = id === undefined ? PREFIX : `${PREFIX}${id}/`
      const query = new URLSearchParams({ 'list-type': '2', prefix })
      if (token) query.set('continuation-token', token)
      const response = await send(`${bucketUrl}?${query}`, { method: 'GET' })
      if (!response.ok) await expectOk(response, 'LIST')
      const page = parseListPage(await response.text())
      keys.push(...page.items.map((item) => item.key))
      token = page.next
    } while (token)
    return keys
  }

  /** The chunks from offset 0 on, in order, and the offset they reach. */
  async function chunksOf(id: string) {
    const chunks = (await keysOf(id))
      .map((key) => ({ key, match: CHUNK.exec(key) }))
      .filter((chunk) => chunk.match)
      .map(({ key, match }) => ({ key, start: Number(match![1]), end: Number(match![2]) }))
      .sort((a, b) => a.start - b.start)
    const run: typeof chunks = []
    let offset = 0
    for (const chunk of chunks) {
      if (chunk.start !== offset) continue // a leftover of a lost race; never read
      run.push(chunk)
      offset = chunk.end
    }
    return { run, offset }
  }

  async function info(id: string): Promise<Info> {
    const response = await send(objectUrl(`${PREFIX}${id}/info`), { method: 'GET' })
    if (response.status === 404) {
      await response.body?.cancel()
      throw ERRORS.FILE_NOT_FOUND
    }
    if (!response.ok) await expectOk(response, 'GET info')
    return (await response.json()) as Info
  }

  async function put(key: string, body: BodyInit, length: number) {
    const response = await send(objectUrl(key), {
      method: 'PUT',
      body,
      headers: { 'Content-Length': String(length), 'X-Amz-Acl': 'private' },
      ...({ duplex: 'half' } as object),
    })
    await expectOk(response, `PUT ${key}`)
  }

  async function* bytes(id: string): AsyncGenerator<Uint8Array> {
    const { run } = await chunksOf(id)
    for (const chunk of run) {
      const response = await send(objectUrl(chunk.key), { method: 'GET' })
      if (!response.ok || !response.body) {
        await expectOk(response, `GET ${chunk.key}`)
        continue
      }
      for await (const part of response.body) yield part
    }
  }

  class S3ChunkStore extends DataStore implements ResumableStore {
    constructor() {
      super()
      this.extensions = ['creation', 'expiration', 'termination']
    }

    newId() {
      return randomId()
    }

    publicId(storeId: string) {
      return storeId
    }

    storeId(publicId: string) {
      return publicIdPattern.test(publicId) ? publicId : undefined
    }

    override async create(upload: Upload): Promise<Upload> {
      const text = JSON.stringify({
        size: upload.size,
        metadata: upload.metadata,
        creation_date: upload.creation_date,
      } satisfies Info)
      await put(`${PREFIX}${upload.id}/info`, text, Buffer.byteLength(text))
      return upload
    }

    override async getUpload(id: string): Promise<Upload> {
      const { size, metadata, creation_date } = await info(id)
      const { offset } = await chunksOf(id)
      return new Upload({ id, size, offset, metadata, creation_date })
    }

    override async write(source: Readable, id: string, offset: number): Promise<number> {
      await mkdir(spoolDir, { recursive: true, mode: 0o700 })
      const spool = join(spoolDir, `resumable-${randomUUID()}`)
      let failure: unknown
      try {
        await pipeline(source, createWriteStream(spool, { mode: 0o600, flags: 'wx' })).catch(
          (error: unknown) => {
            failure = error
          },
        )
        // What arrived before a cut is kept: the client goes on from there.
        const size = await stat(spool).then(
          (info) => info.size,
          () => 0,
        )
        if (size > 0) {
          const key = `${PREFIX}${id}/${pad(offset)}-${pad(offset + size)}`
          const body = Readable.toWeb(createReadStream(spool)) as ReadableStream<Uint8Array>
          await put(key, body, size)
        }
        if (failure) throw failure
        return offset + size
      } finally {
        await rm(spool, { force: true })
      }
    }

    read(id: string): Readable {
      return Readable.from(bytes(id))
    }

    async ids(): Promise<string[]> {
      const ids = (await keysOf()).map((key) => key.slice(PREFIX.length).split('/')[0]!)
      return [...new Set(ids)]
    }

    async head(id: string): Promise<Uint8Array> {
      const parts: Uint8Array[] = []
      let length = 0
      const stream = this.read(id)
      try {
        for await (const part of stream as AsyncIterable<Uint8Array>) {
          parts.push(part)
          length += part.byteLength
          if (length >= SNIFF_BYTES) break
        }
      } finally {
        stream.destroy()
      }
      return Buffer.concat(parts).subarray(0, SNIFF_BYTES)
    }

    override async remove(id: string): Promise<void> {
      for (const key of await keysOf(id)) {
        const response = await send(objectUrl(key), { method: 'DELETE' })
        if (response.status !== 404) await expectOk(response, `DELETE ${key}`)
        else await response.body?.cancel()
      }
    }

    override async deleteExpired(): Promise<number> {
      return 0 // the gateway's sweep (resumable.ts) decides by the gateway clock
    }

    override getExpiration(): number {
      return 0
    }
  }

  return new S3ChunkStore()
}
