import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import type { Db } from '../db/db'
import { FILE_LIMIT } from '../http/multipart'
import { expectFailure, KEY, postForm, postJson, testApp, testDb, type TestApp } from '../testing'
import { samplePdf } from '../uploads/sample-pdf'
import { attachUploadStore, memoryUploadStore, type UploadStore } from '../uploads/store'
import { picture } from '../uploads/test-files'

let db: Db
let app: TestApp
let store: UploadStore

beforeAll(async () => {
  db = await testDb()
  store = memoryUploadStore()
  attachUploadStore(db, store)
  app = testApp(db)
}, 60_000)
afterAll(async () => {
  await db.close()
})

const PATH = '/api/product/register'

const png = (width: number, height: number, seed = 1) => picture('png', width, height, { seed })
const pdf = (text = 'a product leaflet') => samplePdf({ text })

const FIELDS = {
  companyName: 'Kalahari Foods (Pty) Ltd',
  contactName: 'Neo Molefe',
  email: 'Neo@Kalahari.example',
  phone: '+267 71 234 567',
  productName: 'Morula jam',
  brand: 'Kalahari Gold',
  category: 'food',
  batch: 'KG-2026-001 to KG-2026-500',
  description: 'Morula fruit jam in 250 g jars.',
}

type Files = Array<[field: string, bytes: Uint8Array, name: string]>

/**
 * A code is registered once while pending, so each registration gets its own, made from its
 * reference (the same reference, the same code: a repeat is the same content).
 */
function withCode(fields: Record<string, string>): Record<string, string> {
  if ('productCode' in fields) return fields
  const reference = fields.reference ?? ''
  return { ...fields, productCode: /^PR-/.test(reference) ? `P${reference.slice(3)}` : 'PX000001' }
}

function form(fields: Record<string, string>, files: Files = []) {
  const data = new FormData()
  for (const [name, value] of Object.entries(withCode(fields))) data.append(name, value)
  for (const [name, bytes, filename] of files) {
    data.append(name, new File([new Uint8Array(bytes)], filename))
  }
  return data
}

async function count(table: string, reference: string) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where reference = $1`,
    [reference],
  )
  return row?.n
}

describe('POST /api/product/register', () => {
  it('stores the registration as PENDING with its files by SHA-256, and answers 201', async () => {
    const reference = makeReference('productRegistration')
    const files: Files = [
      ['photos', await png(1600, 1200, 5), 'front.png'],
      ['photos', await png(800, 600, 3), 'back.png'],
      ['document', pdf(), 'leaflet.pdf'],
    ]
    const response = await postForm(app, PATH, form({ reference, ...FIELDS }, files), {
      'Idempotency-Key': reference,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      success: true,
      data: { reference, status: 'PENDING' },
    })
    const [row] = await db.query<Record<string, unknown>>(
      'select status, area, data from submissions where reference = $1',
      [reference],
    )
    expect(row).toMatchObject({
      status: 'PENDING',
      area: 'registrations',
      data: { email: 'neo@kalahari.example', phone: '+26771234567', category: 'food' },
    })
    const links = await db.query<{ field: string; position: number; sha256: string }>(
      `select d.field, d.position, d.storage_ref as sha256, u.media_type, u.size
       from submission_documents d join uploads u on u.sha256 = d.storage_ref
       where reference = $1 order by field, position`,
      [reference],
    )
    expect(links.map((l) => [l.field, l.position])).toEqual([
      ['document', 0],
      ['photos', 0],
      ['photos', 1],
    ])
    expect(links[0]).toMatchObject({ media_type: 'application/pdf', size: pdf().length })
    // The photo is stored as re-encoded on the gateway: its own digest, the same picture.
    const stored = await store.get(links[1]!.sha256)
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'png', width: 1600 })
  })

  it('takes a registration without files', async () => {
    const reference = makeReference('productRegistration')
    const response = await postForm(app, PATH, form({ reference, ...FIELDS }))
    expect(response.status).toBe(201)
    expect(await count('submissions', reference)).toBe(1)
  })

  it('creates one record when the same submission comes twice, and 409 for other content', async () => {
    const reference = makeReference('productRegistration')
    const files: Files = [['document', pdf('same'), 'a.pdf']]
    const send = (fields: Record<string, string>) =>
      postForm(app, PATH, form({ reference, ...fields }, files), { 'Idempotency-Key': reference })
    const [first, second] = await Promise.all([send(FIELDS), send(FIELDS)])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(await second.json()).toEqual(await first.json())
    expect(await count('submissions', reference)).toBe(1)
    expect(await count('submission_documents', reference)).toBe(1)
    await expectFailure(await send({ ...FIELDS, brand: 'Another brand' }), 409)
    expect(await count('submissions', reference)).toBe(1)
  })

  it('keeps the product code, as the code rule writes it', async () => {
    const reference = makeReference('productRegistration')
    const code = `q${reference.slice(3, 6)} ${reference.slice(6)}`.toLowerCase()
    const response = await postForm(app, PATH, form({ reference, ...FIELDS, productCode: code }))
    expect(response.status).toBe(201)
    const [row] = await db.query<{ product_code: string }>(
      `select data->>'productCode' as product_code from submissions where reference = $1`,
      [reference],
    )
    expect(row?.product_code).toBe(code.replace(' ', '').toUpperCase())
  })

  it('refuses a code that is already a product or already waiting for review (400 on it)', async () => {
    await db.query(
      `insert into products (code, name, manufacturer, status) values ('KNOWN0001', 'Jam', 'Maker', 'Registered')
       on conflict do nothing`,
    )
    const taken = {
      path: 'productCode',
      message:
        'This product code is already registered or waiting for review. Check the code printed on the product',
    }
    const known = makeReference('productRegistration')
    const refused = await expectFailure(
      await postForm(app, PATH, form({ reference: known, ...FIELDS, productCode: 'known 0001' })),
      400,
    )
    expect(refused.errors).toEqual([taken])
    expect(await count('submissions', known)).toBe(0)

    const first = makeReference('productRegistration')
    const second = makeReference('productRegistration')
    const send = (reference: string) =>
      postForm(app, PATH, form({ reference, ...FIELDS, productCode: 'PEND0001' }))
    const answers = await Promise.all([send(first), send(second)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    const loser = answers.find((answer) => answer.status === 400)!
    expect((await loser.json()).errors).toEqual([taken])
    // The one that got it may send again (a lost answer): the same reference is no conflict.
    const winner = answers[0]!.status === 201 ? first : second
    expect((await send(winner)).status).toBe(201)
  })

  it('answers invalid fields with one 400 entry per field, in the shared words', async () => {
    const body = await expectFailure(
      await postForm(
        app,
        PATH,
        form({
          ...FIELDS,
          reference: 'EX-12345678',
          email: 'nope',
          category: 'weapons',
          brand: ' ',
        }),
      ),
      400,
    )
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'reference', message: 'Enter a valid reference number' },
        { path: 'email', message: 'Invalid Email. Enter an email address like name@example.com' },
        { path: 'category', message: 'Select a category' },
        { path: 'brand', message: 'Enter the brand' },
      ]),
    )
  })

  it('refuses a missing field, an unknown field and text in a file field', async () => {
    const { companyName: _omitted, ...rest } = FIELDS
    const reference = makeReference('productRegistration')
    const body = await expectFailure(
      await postForm(app, PATH, form({ reference, ...rest, extra: 'x', document: 'text' })),
      400,
    )
    const paths = body.errors?.map((e) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['companyName', 'extra', 'document']))
  })

  it('answers 415 for a file that is not a PDF or picture, whatever its name says', async () => {
    const reference = makeReference('productRegistration')
    const fake = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')
    const body = await expectFailure(
      await postForm(app, PATH, form({ reference, ...FIELDS }, [['document', fake, 'doc.pdf']])),
      415,
    )
    expect(body.errors).toEqual([{ path: 'document', message: expect.stringMatching(/PDF/) }])
    expect(await count('submissions', reference)).toBe(0)
  })

  it('answers 415 for a PDF sent as a photo', async () => {
    const reference = makeReference('productRegistration')
    const response = await postForm(
      app,
      PATH,
      form({ reference, ...FIELDS }, [['photos', pdf(), 'photo.jpg']]),
    )
    await expectFailure(response, 415)
  })

  it('holds photos to 512 to 1920 px, as the device does', async () => {
    for (const [width, height, message] of [
      [400, 900, 'Choose a picture at least 512 pixels wide and high'],
      [2400, 1200, 'The picture must be 1920 pixels or smaller on its longest side'],
    ] as const) {
      const reference = makeReference('productRegistration')
      const body = await expectFailure(
        await postForm(
          app,
          PATH,
          form({ reference, ...FIELDS }, [['photos', await png(width, height), 'p.png']]),
        ),
        400,
      )
      expect(body.errors).toEqual([{ path: 'photos', message }])
    }
  })

  it('takes six photos at most and one document at most', async () => {
    const reference = makeReference('productRegistration')
    const photo = await png(600, 600)
    const photos: Files = Array.from({ length: 7 }, (_, i) => ['photos', photo, `${i}.png`])
    const body = await expectFailure(
      await postForm(
        app,
        PATH,
        form({ reference, ...FIELDS }, [
          ...photos,
          ['document', pdf('1'), '1.pdf'],
          ['document', pdf('2'), '2.pdf'],
        ]),
      ),
      400,
    )
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['document', 'photos'])
  })

  it('answers 413 for a file over 10 MB', async () => {
    const reference = makeReference('productRegistration')
    const big = new Uint8Array(FILE_LIMIT + 1)
    big.set(pdf())
    await expectFailure(
      await postForm(app, PATH, form({ reference, ...FIELDS }, [['document', big, 'big.pdf']])),
      413,
    )
  })

  it('answers a body neither multipart nor JSON, a missing key and a GET with their 4xx envelopes', async () => {
    // JSON is the form whose files came as resumable uploads (uploads.test.ts).
    const text = { 'content-type': 'text/plain' }
    await expectFailure(
      await postJson(app, PATH, { reference: 'PR-00000000', ...FIELDS }, text),
      415,
    )
    await expectFailure(await app.request(PATH, { method: 'POST', body: form({ ...FIELDS }) }), 401)
    await expectFailure(await app.request(PATH, { headers: { 'x-api-key': KEY } }), 405)
  })

  it('leaves no file behind when the database fails after the files arrived', async () => {
    const failing: Db = {
      ...db,
      transaction: async () => {
        throw new Error('the database went away')
      },
    }
    const lost = memoryUploadStore()
    attachUploadStore(failing, lost)
    const broken = testApp(failing)
    const reference = makeReference('productRegistration')
    const files: Files = [['document', pdf('orphan?'), 'a.pdf']]
    const response = await postForm(broken, PATH, form({ reference, ...FIELDS }, files))
    await expectFailure(response, 500)
    expect(await lost.list(0)).toEqual([])
    expect(await count('submissions', reference)).toBe(0)
  })

  it('keeps a file name with control characters as plain text (not a 500)', async () => {
    const reference = makeReference('productRegistration')
    // A raw NUL in a part's headers is malformed multipart (400); encoded (RFC 5987) it
    // reaches the gateway, which keeps the name as plain text.
    const boundary = 'b0undary'
    const text = Object.entries(withCode({ reference, ...FIELDS })).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; ` +
      `filename*=UTF-8''leaf%00let%07.pdf\r\nContent-Type: application/pdf\r\n\r\n`
    const body = Buffer.concat([
      Buffer.from(text.join('') + head),
      pdf('named'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await app.request(PATH, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    })
    expect(response.status).toBe(201)
    const [row] = await db.query<{ file_name: string }>(
      'select file_name from submission_documents where reference = $1',
      [reference],
    )
    expect(row?.file_name).toBe('leaflet.pdf')
  })
})
