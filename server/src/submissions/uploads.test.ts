/**
 * Submissions whose files came before them as resumable uploads (uploaded-files.ts): a JSON
 * body with `uploads: [{ field, id }]`, for every call that takes files. Accepted, the files
 * are kept as multipart's are and the uploads are used up; a replay gets the kept answer; an
 * upload unknown, unfinished, of another key or another reference is a 422 on `uploads.<n>`;
 * a wrong picture answers exactly what multipart answers for it.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../../src/shared/contracts'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference, type ReferenceKind } from '../../../src/shared/reference'
import type { UploadKind } from '../../../src/shared/uploads'
import type { Db } from '../db/db'
import { seedInsurance } from '../insurance/seed'
import {
  expectFailure,
  fromAddress,
  KEY,
  postJson,
  testApp,
  testDb,
  type TestApp,
} from '../testing'
import { realPdf, realPng } from '../testing-files'
import { attachUploadStore, memoryUploadStore, type UploadStore } from '../uploads/store'
import { createUpload, patchUpload, uploadWhole } from '../uploads/testing-resumable'

const OTHER_KEY = 'another-gateway-key'
let db: Db
let app: TestApp
let store: UploadStore

beforeAll(async () => {
  db = await testDb()
  await seedInsurance(db)
  store = memoryUploadStore()
  attachUploadStore(db, store)
  app = testApp(db, {
    vars: {
      RATE_LIMIT_PER_MINUTE: '1000000',
      CREATE_RATE_LIMIT_PER_MINUTE: '1000000',
      GATEWAY_KEYS: `${KEY},${OTHER_KEY}`,
    },
  })
}, 60_000)
afterAll(async () => {
  await db?.close()
})

let clients = 0
const newClient = () => ({ bindings: fromAddress(`192.0.2.${++clients}`) })

const fileOf = (kind: UploadKind): Uint8Array<ArrayBuffer> =>
  kind === 'picture' ? realPng(640, 800, 40 + clients) : realPdf(`A document ${clients}`)
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const rowsOf = async (ids: string[]) =>
  (await db.query('select id from resumable_uploads where id = any($1::text[])', [ids])).length
const count = async (table: string, reference: string) =>
  (
    await db.query<{ n: number }>(`select count(*)::int as n from ${table} where reference = $1`, [
      reference,
    ])
  )[0]!.n

const submissions = Object.values(CONTRACTS).filter((contract) => contract.encoding !== 'json')

describe.each(submissions)('POST /api/$call with uploads', (contract) => {
  const kind = contract.kind as ReferenceKind
  const path = `/api/${contract.call}`
  const sample = SAMPLE_DATA[contract.kind] as Record<string, unknown>
  const files = Object.entries(contract.files)
    .filter(([, rule]) => rule.allowed?.(sample) ?? true)
    .map(([field, rule]): [string, UploadKind] => [field, rule.kind])
  const dataOf = (reference: string) =>
    'productCode' in sample ? { ...sample, productCode: `P${reference.slice(3)}` } : sample

  it('keeps the submission and its files, uses the uploads up, and answers a replay', async () => {
    const client = newClient()
    const reference = makeReference(kind)
    const bytes = files.map(([, fileKind]) => fileOf(fileKind))
    const uploads = []
    for (const [n, [field]] of files.entries()) {
      uploads.push({ field, id: await uploadWhole(app, bytes[n]!, reference, client) })
    }
    const body = { reference, ...dataOf(reference), uploads }
    const headers = { 'Idempotency-Key': reference }
    const sent = await postJson(app, path, body, headers, client.bindings)
    expect(sent.status, await sent.clone().text()).toBe(201)
    expect(await sent.json()).toEqual({ success: true, data: { reference, status: 'PENDING' } })
    expect(await count('submission_documents', reference)).toBe(files.length)
    // The bytes kept are the bytes sent (a picture re-encoded without its metadata aside).
    for (const [n, [, fileKind]] of files.entries()) {
      if (fileKind === 'document') expect(await store.get(sha256(bytes[n]!))).toBeDefined()
    }
    expect(await rowsOf(uploads.map((upload) => upload.id))).toBe(0)
    const again = await postJson(app, path, body, headers, client.bindings)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await count('submissions', reference)).toBe(1)
  })
})

describe('uploads a submission cannot use', () => {
  const path = '/api/product/report'
  const data = SAMPLE_DATA.productReport

  async function refusedPaths(body: object, client: object, status = 422) {
    const answer = await postJson(app, path, body, {}, (client as { bindings: unknown }).bindings)
    return (await expectFailure(answer, status)).errors?.map((error) => error.path)
  }

  it('refuses an upload unfinished, unknown, of another key or another reference (422)', async () => {
    const client = newClient()
    const reference = makeReference('productReport')
    const whole = await uploadWhole(app, realPng(640, 640, 10), reference, client)
    const png = realPng(640, 640, 11)
    const created = await createUpload(
      app,
      png.byteLength,
      { filename: 'a.png', reference },
      client,
    )
    const location = created.headers.get('location')!
    await patchUpload(app, location, 0, png.slice(0, 100), client)
    const unfinished = location.split('/').pop()!
    const otherKey = await uploadWhole(app, realPng(640, 640, 12), reference, {
      ...client,
      key: OTHER_KEY,
    })
    const otherReference = await uploadWhole(
      app,
      realPng(640, 640, 13),
      makeReference('productReport'),
      client,
    )
    const uploads = [whole, unfinished, 'AAAAAAAAAAAAAAAAAAAAAAAA', otherKey, otherReference].map(
      (id) => ({ field: 'photos', id }),
    )
    expect(
      await refusedPaths({ reference, ...data, uploads: uploads.slice(0, 4) }, client),
    ).toEqual(['uploads.1', 'uploads.2', 'uploads.3'])
    expect(
      await refusedPaths({ reference, ...data, uploads: [uploads[0], uploads[4]] }, client),
    ).toEqual(['uploads.1'])
    // Nothing was used up: the whole one still serves, once the rest is sent again.
    expect(await rowsOf([whole])).toBe(1)
    const sent = await postJson(
      app,
      path,
      { reference, ...data, uploads: [uploads[0]] },
      {},
      client.bindings,
    )
    expect(sent.status).toBe(201)
  })

  it('refuses a malformed uploads list with the data’s errors (400)', async () => {
    const client = newClient()
    const reference = makeReference('productReport')
    const id = await uploadWhole(app, realPng(640, 640, 20), reference, client)
    expect(
      await refusedPaths(
        {
          reference,
          ...data,
          uploads: [
            { field: 'photos', id },
            { field: 'photos', id },
            { field: 'nope', id: 'x' },
            3,
          ],
        },
        client,
        400,
      ),
    ).toEqual(['uploads.1.id', 'uploads.2.field', 'uploads.3'])
    expect(await refusedPaths({ reference, ...data, uploads: 'x' }, client, 400)).toEqual([
      'uploads',
    ])
  })

  it('answers a picture of the wrong size exactly as multipart does', async () => {
    const client = newClient()
    const small = realPng(100, 100)
    const good = realPng(640, 640, 30)
    const reference = makeReference('productReport')
    const ids = [
      await uploadWhole(app, good, reference, client),
      await uploadWhole(app, small, reference, client),
    ]
    const viaUploads = await postJson(
      app,
      path,
      { reference, ...data, uploads: ids.map((id) => ({ field: 'photos', id })) },
      {},
      client.bindings,
    )
    const form = new FormData()
    const other = makeReference('productReport')
    form.append('reference', other)
    form.append('data', JSON.stringify(data))
    form.append('photos', new File([good], 'file.png'))
    form.append('photos', new File([small], 'file.png'))
    const viaMultipart = await app.request(
      path,
      { method: 'POST', headers: { 'x-api-key': KEY }, body: form },
      newClient().bindings as never,
    )
    const a = await expectFailure(viaUploads, 400)
    const b = await expectFailure(viaMultipart, 400)
    expect(a).toEqual(b)
    expect(a.errors?.[0]?.path).toBe('photos')
    expect(await rowsOf(ids)).toBe(2)
  })
})
