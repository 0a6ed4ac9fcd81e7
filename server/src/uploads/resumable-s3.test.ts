/**
 * Resumable uploads on several gateways (resumable-s3.ts, resumable-lock.ts): two gateways
 * (two createApp) on one database and one bucket. An upload begun on one goes on at the
 * offset the other one stored, a submission sent to either uses it, and its objects leave the
 * bucket when it is used, deleted or expired. The bucket is s3rver (s3-testing.ts).
 */
import { readdirSync } from 'node:fs'
import { AwsClient } from 'aws4fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import { MB } from '../../../src/shared/uploads'
import { advanceClock, resetClock } from '../clock'
import type { Db } from '../db/db'
import { parseEnv } from '../env'
import { uploadTempRoot } from '../http/upload-temp'
import { fromAddress, postJson, testApp, testDb, type TestApp } from '../testing'
import { realPng } from '../testing-files'
import { sweepResumable } from './resumable'
import { parseListPage } from './s3-list'
import { startTestBucket, type TestBucket } from './s3-testing'
import { createUpload, deleteUpload, headUpload, patchUpload } from './testing-resumable'

let bucket: TestBucket
let db: Db
let first: TestApp
let second: TestApp
let vars: Record<string, string>

beforeAll(async () => {
  bucket = await startTestBucket()
  db = await testDb()
  vars = {
    UPLOADS_S3_ENDPOINT: bucket.settings.endpoint,
    UPLOADS_S3_BUCKET: bucket.settings.bucket,
    UPLOADS_S3_ACCESS_KEY_ID: bucket.settings.accessKeyId,
    UPLOADS_S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey,
    RATE_LIMIT_PER_MINUTE: '1000000',
    CREATE_RATE_LIMIT_PER_MINUTE: '1000000',
  }
  first = testApp(db, { vars })
  second = testApp(db, { vars })
}, 60_000)
afterAll(async () => {
  await db?.close()
  await bucket?.stop()
})

/** The keys of the bucket under the resumable uploads' prefix. */
async function resumableKeys(): Promise<string[]> {
  const client = new AwsClient({ ...bucket.settings, service: 's3' })
  const url = `${bucket.settings.endpoint}/${bucket.settings.bucket}?list-type=2&prefix=resumable/`
  const response = await client.fetch(url)
  return parseListPage(await response.text()).items.map((item) => item.key)
}

let clients = 0
const newClient = () => ({ bindings: fromAddress(`203.0.113.${++clients}`) })

describe('two gateways, one database, one bucket', () => {
  it('goes on at the offset the other gateway stored, and a submission uses it', async () => {
    const client = newClient()
    const reference = makeReference('productReport')
    const png = realPng(1200, 1200)
    const created = await createUpload(
      first,
      png.byteLength,
      { filename: 'a.png', filetype: 'image/png', reference },
      client,
    )
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    const cut = Math.floor(png.byteLength * 0.9)
    expect((await patchUpload(first, location, 0, png.slice(0, cut), client)).status).toBe(204)
    // The line comes back through the other gateway.
    const head = await headUpload(second, location, client)
    expect(head.headers.get('upload-offset')).toBe(String(cut))
    await expect(
      patchUpload(second, location, 0, png.slice(0, 10), client),
    ).resolves.toHaveProperty('status', 409)
    const last = await patchUpload(second, location, cut, png.slice(cut), client)
    expect(last.status).toBe(204)
    expect(last.headers.get('upload-offset')).toBe(String(png.byteLength))
    expect((await headUpload(first, location, client)).headers.get('upload-offset')).toBe(
      String(png.byteLength),
    )
    const id = location.split('/').pop()!
    const sent = await postJson(
      first,
      '/api/product/report',
      { reference, ...SAMPLE_DATA.productReport, uploads: [{ field: 'photos', id }] },
      {},
      client.bindings,
    )
    expect(sent.status, await sent.clone().text()).toBe(201)
    expect((await resumableKeys()).filter((key) => key.includes(id))).toEqual([])
  })

  it('takes a file of several MB in pieces of any size, and DELETE empties the bucket of it', async () => {
    const client = newClient()
    const pdf = new Uint8Array(6 * MB)
    pdf.set(Buffer.from('%PDF-1.7\n'))
    const location = (
      await createUpload(
        first,
        pdf.byteLength,
        { filename: 'big.pdf', reference: makeReference('claim') },
        client,
      )
    ).headers.get('location')!
    const id = location.split('/').pop()!
    let offset = 0
    for (const [app, size] of [
      [first, 5 * MB + 1],
      [second, 3],
      [first, MB - 4],
    ] as const) {
      const answer = await patchUpload(
        app,
        location,
        offset,
        pdf.slice(offset, offset + size),
        client,
      )
      expect(answer.status).toBe(204)
      offset += size
    }
    expect(offset).toBe(pdf.byteLength)
    const [row] = await db.query<{ media_type: string }>(
      'select media_type from resumable_uploads where id = $1',
      [id],
    )
    expect(row?.media_type).toBe('application/pdf')
    expect((await resumableKeys()).filter((key) => key.includes(id)).length).toBe(4)
    expect((await deleteUpload(second, location, client)).status).toBe(204)
    expect((await resumableKeys()).filter((key) => key.includes(id))).toEqual([])
  })

  it('removes from the bucket an upload nobody finished, a day after its creation', async () => {
    const client = newClient()
    const location = (
      await createUpload(first, 100, { reference: makeReference('claim') }, client)
    ).headers.get('location')!
    const id = location.split('/').pop()!
    await patchUpload(second, location, 0, realPng(512, 512).slice(0, 30), client)
    try {
      await advanceClock(db, 1.01)
      expect(await sweepResumable(db, parseEnv({ NODE_ENV: 'test', ...vars }))).toBe(1)
    } finally {
      await resetClock(db)
    }
    expect((await resumableKeys()).filter((key) => key.includes(id))).toEqual([])
    expect((await headUpload(first, location, client)).status).toBe(404)
  })

  it('leaves no spooled PATCH behind', () => {
    const spooled = readdirSync(uploadTempRoot(parseEnv({ NODE_ENV: 'test' }))).filter((name) =>
      name.startsWith('resumable-'),
    )
    expect(spooled).toEqual([])
  })
})
