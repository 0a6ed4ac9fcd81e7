import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../http/envelope'
import { realPng } from '../testing-files'
import { s3UploadStore } from './s3-store'
import { closedPort, startTestBucket, type TestBucket } from './s3-testing'

let bucket: TestBucket
const root = mkdtempSync(join(tmpdir(), 'scamlock-s3-store-'))

beforeAll(async () => {
  bucket = await startTestBucket()
})
afterAll(async () => {
  await bucket.stop()
  rmSync(root, { recursive: true, force: true })
})

const digest = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')
let count = 0
function temporary(bytes: Uint8Array | string) {
  const path = join(root, `upload-${++count}`)
  writeFileSync(path, bytes)
  return path
}

describe('S3 uploads store', () => {
  it('streams a temporary file up under its digest, typed, then removes it', async () => {
    const store = s3UploadStore(bucket.settings)
    // Larger than any stream chunk, so the upload really goes in pieces.
    const png = realPng(900, 900)
    const sha = digest(png)
    const path = temporary(png)
    await store.take(sha, path)
    expect(existsSync(path)).toBe(false)
    expect(await store.get(sha)).toEqual(new Uint8Array(png))

    const url = `${bucket.settings.endpoint}/${bucket.settings.bucket}/${sha}`
    const head = await import('aws4fetch').then(({ AwsClient }) =>
      new AwsClient({ ...bucket.settings, service: 's3' }).fetch(url, { method: 'HEAD' }),
    )
    expect(head.headers.get('content-type')).toBe('image/png')
    expect(head.headers.get('content-length')).toBe(String(png.byteLength))
  })

  it('keeps the first of equal files, and answers nothing for an unknown digest', async () => {
    const store = s3UploadStore(bucket.settings)
    const sha = digest('same bytes')
    await store.put(sha, new TextEncoder().encode('same bytes'))
    const path = temporary('same bytes')
    await store.take(sha, path)
    expect(existsSync(path)).toBe(false)
    expect(new TextDecoder().decode(await store.get(sha))).toBe('same bytes')
    expect(await store.get(digest('never stored'))).toBeUndefined()
    await expect(store.get('../etc/passwd')).rejects.toThrow('Not a SHA-256 digest')
  })

  it('lists what is older than the grace period, and removes', async () => {
    const store = s3UploadStore(bucket.settings)
    const sha = digest('to sweep')
    await store.put(sha, new TextEncoder().encode('to sweep'))
    expect(await store.list(0)).toContain(sha)
    expect(await store.list(60_000)).not.toContain(sha)
    await store.remove(sha)
    await store.remove(sha) // gone already: fine
    expect(await store.get(sha)).toBeUndefined()
    expect(await store.list(0)).not.toContain(sha)
  })
})

describe('S3 uploads store, bucket down', () => {
  let failing: Server
  let port: number
  beforeAll(async () => {
    failing = createServer((_request, response) => {
      response.writeHead(500).end('<Error><Code>InternalError</Code></Error>')
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    port = (failing.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())))

  const expect503 = async (promise: Promise<unknown>) => {
    const error = await promise.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect((error as ApiError).headers).toMatchObject({ 'Retry-After': '30' })
  }

  it('is a 503 with Retry-After whether the bucket fails or cannot be reached, keeping the file', async () => {
    const erring = s3UploadStore({ ...bucket.settings, endpoint: `http://127.0.0.1:${port}` })
    const path = temporary('kept for the retry')
    await expect503(erring.take(digest('kept for the retry'), path))
    expect(existsSync(path)).toBe(true)
    await expect503(erring.get(digest('x')))

    const unreachable = s3UploadStore({
      ...bucket.settings,
      endpoint: `http://127.0.0.1:${await closedPort()}`,
    })
    await expect503(unreachable.list(0))
  })
})
