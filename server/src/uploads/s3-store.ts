/**
 * The uploads store in an S3-compatible bucket (docs/design.md section 2), chosen when the UPLOADS_S3_*
 * settings are set (env.ts): every gateway behind a balancer then reads the files any of them
 * took. Same interface as the disk store (store.ts), so routes do not know which one they use.
 *
 * - Requests are signed with AWS Signature Version 4 by `aws4fetch` (3 KB, no dependencies,
 *   not the 176 KB SDK), path-style (`<endpoint>/<bucket>/<sha256>`), which every S3-compatible server
 *   understands. The SHA-256 of the bytes is the object's key and also the payload hash that is
 *   signed: the bucket checks what arrives against the digest we computed, for free.
 * - A file is streamed from its temporary file with its Content-Length (S3 refuses a chunked
 *   upload of unknown length), never held whole in memory. Objects are private, with the media
 *   type sniffed from their first bytes (the shared rule, never the client's word).
 * - A bucket that is down or refuses us is not the client's fault: 503 with Retry-After, so the
 *   outbox keeps the submission and sends it again (its reference makes the retry idempotent).
 *   aws4fetch's own retries are off: a streamed body cannot be sent twice.
 */
import { createReadStream } from 'node:fs'
import { open, stat, unlink } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { AwsClient } from 'aws4fetch'
import type { S3Settings } from '../env'
import { ApiError } from '../http/envelope'
import { parseListPage } from './s3-list'
import { sniffMediaType } from './sniff'
import type { UploadStore } from './driver'

const HEX64 = /^[0-9a-f]{64}$/
// Long enough for a bucket to come back (or fail over), short enough for a person waiting.
export const BUCKET_RETRY_AFTER_SECONDS = 30
const SNIFF_BYTES = 64

/** The bucket is unreachable or failing: a 503 the outbox retries, never a 500. */
export function bucketUnavailable(): ApiError {
  return new ApiError(
    503,
    'File storage is not available at the moment. Your submission is kept: it will be sent again.',
    { headers: { 'Retry-After': String(BUCKET_RETRY_AFTER_SECONDS) } },
  )
}

function checkDigest(sha256: string) {
  if (!HEX64.test(sha256)) throw new Error(`Not a SHA-256 digest: ${sha256}`)
}

const typeOf = (head: Uint8Array) => sniffMediaType(head) ?? 'application/octet-stream'

async function firstBytes(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await file.read(new Uint8Array(SNIFF_BYTES), 0, SNIFF_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

/**
 * A signed client of the UPLOADS_S3_* bucket, shared by the uploads store and the store of
 * resumable uploads (resumable-s3.ts): `send` makes one signed request, a network failure or a
 * 5xx (or 403) of the bucket being the 503 above; `expectOk` reads an answer that must be 2xx.
 */
export function bucketClient(settings: S3Settings) {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 0,
  })
  const bucketUrl = `${settings.endpoint}/${encodeURIComponent(settings.bucket)}`

  /** One signed request; a network failure or a 5xx of the bucket is the 503 above. */
  async function send(url: string, init: RequestInit & { headers?: Record<string, string> }) {
    let response: Response
    try {
      response = await fetch(await client.sign(url, init))
    } catch {
      throw bucketUnavailable()
    }
    // 403 too: a bucket that refuses our keys is an operator's problem, not the client's.
    if (response.status >= 500 || response.status === 403) {
      await response.body?.cancel()
      throw bucketUnavailable()
    }
    return response
  }

  async function expectOk(response: Response, what: string) {
    if (response.ok) return void (await response.body?.cancel())
    const detail = await response.text().catch(() => '')
    throw new Error(`${what}: the bucket answered ${response.status} ${detail.slice(0, 200)}`)
  }

  return { bucketUrl, send, expectOk }
}

export function s3UploadStore(settings: S3Settings): UploadStore {
  const { bucketUrl, send, expectOk } = bucketClient(settings)
  const objectUrl = (sha256: string) => `${bucketUrl}/${sha256}`

  async function has(sha256: string): Promise<boolean> {
    const response = await send(objectUrl(sha256), { method: 'HEAD' })
    await response.body?.cancel()
    if (response.status === 404) return false
    if (!response.ok) throw new Error(`HEAD ${sha256}: the bucket answered ${response.status}`)
    return true
  }

  function upload(sha256: string, body: BodyInit, length: number, type: string) {
    return send(objectUrl(sha256), {
      method: 'PUT',
      body,
      headers: {
        'Content-Length': String(length),
        'Content-Type': type,
        'X-Amz-Content-Sha256': sha256,
        'X-Amz-Acl': 'private',
      },
      // Node's fetch needs this for a stream body; it sends it as it reads it.
      ...({ duplex: 'half' } as object),
    }).then((response) => expectOk(response, `PUT ${sha256}`))
  }

  return {
    async put(sha256, bytes) {
      checkDigest(sha256)
      if (await has(sha256)) return
      await upload(sha256, bytes as Uint8Array<ArrayBuffer>, bytes.byteLength, typeOf(bytes))
    },
    async take(sha256, path) {
      checkDigest(sha256)
      const known = await has(sha256)
      if (!known) {
        const { size } = await stat(path)
        const type = typeOf(await firstBytes(path))
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
        await upload(sha256, body, size, type)
      }
      await unlink(path)
      return !known
    },
    async get(sha256) {
      checkDigest(sha256)
      const response = await send(objectUrl(sha256), { method: 'GET' })
      if (response.status === 404) {
        await response.body?.cancel()
        return undefined
      }
      if (!response.ok) {
        await expectOk(response, `GET ${sha256}`)
        return undefined
      }
      return new Uint8Array(await response.arrayBuffer())
    },
    async list(olderThanMs) {
      const before = Date.now() - olderThanMs
      const found: string[] = []
      let token: string | undefined
      do {
        const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1000' })
        if (token) query.set('continuation-token', token)
        const response = await send(`${bucketUrl}?${query}`, { method: 'GET' })
        if (!response.ok) await expectOk(response, 'LIST')
        const page = parseListPage(await response.text())
        for (const item of page.items) {
          if (HEX64.test(item.key) && item.modifiedMs < before) found.push(item.key)
        }
        token = page.next
      } while (token)
      return found
    },
    async remove(sha256) {
      checkDigest(sha256)
      const response = await send(objectUrl(sha256), { method: 'DELETE' })
      // 404: gone already, which is what was asked.
      if (response.status !== 404) await expectOk(response, `DELETE ${sha256}`)
      else await response.body?.cancel()
    },
  }
}
