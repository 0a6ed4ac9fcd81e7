/**
 * A scheme's picture with the S3-compatible uploads store (docs/design.md section 2, at scale):
 * saved through staff/schemes/save, then served from the bucket at its public address.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { StaffScheme } from '../../../src/shared/insurance/scheme-edit'
import { signIn, staffTest, type StaffTest } from '../auth/testing'
import { postSave, saveForm } from '../staff/testing-schemes'
import { s3UploadStore } from '../uploads/s3-store'
import { startTestBucket, type TestBucket } from '../uploads/s3-testing'
import { attachUploadStore } from '../uploads/store'
import { picture } from '../uploads/test-files'
import { seedInsurance } from './seed'

let t: StaffTest
let bucket: TestBucket

beforeAll(async () => {
  bucket = await startTestBucket()
  t = await staffTest()
  attachUploadStore(t.db, s3UploadStore(bucket.settings))
  await seedInsurance(t.db)
}, 60_000)
afterAll(async () => {
  await t.close()
  await bucket.stop()
})

it('stores the picture in the bucket and serves it from there', async () => {
  const cookie = await signIn(t.app, 'system-administrator@union.example')
  const bytes = await picture('png', 512, 512, { seed: 7 })
  const form = saveForm({
    id: 'botubs',
    title: 'BOTUBS',
    category: 'Burial society',
    description: '<p>Four levels of cover.</p>',
    version: '1',
    image: { bytes, name: 'botubs.png' },
  })
  const response = await postSave(t.app, form, cookie)
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: StaffScheme }
  expect(data.imageUrl).toMatch(/^\/media\/schemes\/[0-9a-f]{64}\.png$/)
  const sha256 = /([0-9a-f]{64})/.exec(data.imageUrl)![1]!
  expect(await s3UploadStore(bucket.settings).get(sha256)).toBeDefined()

  const image = await t.app.request(data.imageUrl)
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toBe('image/png')
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0)
})
