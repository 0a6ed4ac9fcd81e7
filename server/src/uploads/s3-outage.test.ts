/**
 * A bucket that is down while a person submits: the submission is answered
 * 503 with Retry-After, never 500, so the device's outbox keeps it and sends it again; the
 * retry of the same reference, once the bucket is back, stores the file and answers 201.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import { SAMPLE_REGISTRATION } from '../sample-registration'
import { expectFailure, postForm, useTestGateway } from '../testing'
import { samplePdf } from './sample-pdf'
import { s3UploadStore } from './s3-store'
import { closedPort, startTestBucket, type TestBucket } from './s3-testing'
import { attachUploadStore } from './store'

const gateway = useTestGateway()
let bucket: TestBucket
beforeAll(async () => {
  bucket = await startTestBucket()
})
afterAll(() => bucket.stop())

describe('product/register with the bucket down', () => {
  it('answers 503 with Retry-After, and the retry stores the file once the bucket is back', async () => {
    const reference = makeReference('productRegistration')
    const leaflet = new Uint8Array(samplePdf({ text: `outage ${reference}` }))
    const send = () => {
      const form = new FormData()
      const fields = { ...SAMPLE_REGISTRATION, productCode: `P${reference.slice(3)}`, reference }
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      form.append('document', new File([leaflet], 'leaflet.pdf'))
      return postForm(gateway.app, '/api/product/register', form, { 'Idempotency-Key': reference })
    }

    const down = { ...bucket.settings, endpoint: `http://127.0.0.1:${await closedPort()}` }
    attachUploadStore(gateway.db, s3UploadStore(down))
    const refused = await send()
    const body = await expectFailure(refused, 503)
    expect(refused.headers.get('retry-after')).toBe('30')
    expect(body.message).toMatch(/^File storage is not available at the moment/)

    const store = s3UploadStore(bucket.settings)
    attachUploadStore(gateway.db, store)
    const accepted = await send()
    expect(accepted.status).toBe(201)
    const sha256 = createHash('sha256').update(leaflet).digest('hex')
    expect(await store.get(sha256)).toEqual(leaflet)
    const rows = await gateway.db.query(
      'select count(*)::int as n from submissions where reference = $1',
      [reference],
    )
    expect(rows).toEqual([{ n: 1 }])
  })
})
