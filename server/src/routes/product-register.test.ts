import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import type { Db } from '../db/db'
import { FILE_LIMIT } from '../http/body'
import { expectFailure, KEY, postForm, postJson, testApp, testDb, type TestApp } from '../testing'
import { attachUploadStore, memoryUploadStore, type UploadStore } from '../uploads/store'

let db: Db
let app: TestApp
let store: UploadStore

beforeAll(async () => {
  db = await testDb()
  store = memoryUploadStore()
  attachUploadStore(db, store)
  app = testApp(db)
})
afterAll(async () => {
  await db.close()
})

const PATH = '/api/product/register'

/** The start of a PNG: signature and IHDR with the given size (enough to sniff and measure). */
function png(width: number, height: number, extra = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33 + extra)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  bytes.set(new TextEncoder().encode('IHDR'), 12)
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  for (let i = 33; i < bytes.length; i++) bytes[i] = i % 251
  return bytes
}
const pdf = (text = 'a product leaflet') => new TextEncoder().encode(`%PDF-1.7\n${text}`)

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

type Files = Array<[field: string, bytes: Uint8Array<ArrayBuffer>, name: string]>

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
  for (const [name, bytes, filename] of files) data.append(name, new File([bytes], filename))
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
      ['photos', png(1600, 1200, 500), 'front.png'],
      ['photos', png(800, 600, 300), 'back.png'],
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
      'select * from product_registrations where reference = $1',
      [reference],
    )
    expect(row).toMatchObject({
      status: 'PENDING',
      email: 'neo@kalahari.example',
      phone: '+26771234567',
      category: 'food',
    })
    const links = await db.query<{ field: string; position: number; sha256: string }>(
      `select f.field, f.position, f.sha256, u.media_type, u.size
       from product_registration_files f join uploads u using (sha256)
       where reference = $1 order by field, position`,
      [reference],
    )
    expect(links.map((l) => [l.field, l.position])).toEqual([
      ['document', 0],
      ['photos', 0],
      ['photos', 1],
    ])
    expect(links[0]).toMatchObject({ media_type: 'application/pdf', size: pdf().length })
    const stored = await store.get(links[1]!.sha256)
    expect(stored).toEqual(png(1600, 1200, 500))
  })

  it('takes a registration without files', async () => {
    const reference = makeReference('productRegistration')
    const response = await postForm(app, PATH, form({ reference, ...FIELDS }))
    expect(response.status).toBe(201)
    expect(await count('product_registrations', reference)).toBe(1)
  })

  it('creates one record when the same submission comes twice, and 409 for other content', async () => {
    const reference = makeReference('productRegistration')
    const files: Files = [['document', pdf('same'), 'a.pdf']]
    const send = (fields: Record<string, string>) =>
      postForm(app, PATH, form({ reference, ...fields }, files), { 'Idempotency-Key': reference })
    const [first, second] = await Promise.all([send(FIELDS), send(FIELDS)])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(await second.json()).toEqual(await first.json())
    expect(await count('product_registrations', reference)).toBe(1)
    expect(await count('product_registration_files', reference)).toBe(1)
    await expectFailure(await send({ ...FIELDS, brand: 'Another brand' }), 409)
    expect(await count('product_registrations', reference)).toBe(1)
  })

  it('keeps the product code, as the code rule writes it', async () => {
    const reference = makeReference('productRegistration')
    const code = `q${reference.slice(3, 6)} ${reference.slice(6)}`.toLowerCase()
    const response = await postForm(app, PATH, form({ reference, ...FIELDS, productCode: code }))
    expect(response.status).toBe(201)
    const [row] = await db.query<{ product_code: string }>(
      'select product_code from product_registrations where reference = $1',
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
    expect(await count('product_registrations', known)).toBe(0)

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
    expect(await count('product_registrations', reference)).toBe(0)
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
          form({ reference, ...FIELDS }, [['photos', png(width, height), 'p.png']]),
        ),
        400,
      )
      expect(body.errors).toEqual([{ path: 'photos', message }])
    }
  })

  it('takes six photos at most and one document at most', async () => {
    const reference = makeReference('productRegistration')
    const photos: Files = Array.from({ length: 7 }, (_, i) => [
      'photos',
      png(600, 600, i),
      `${i}.png`,
    ])
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

  it('answers JSON, a missing key and a GET with their 4xx envelopes', async () => {
    await expectFailure(await postJson(app, PATH, { reference: 'PR-00000000', ...FIELDS }), 415)
    await expectFailure(await app.request(PATH, { method: 'POST', body: form({ ...FIELDS }) }), 401)
    await expectFailure(await app.request(PATH, { headers: { 'x-api-key': KEY } }), 405)
  })
})
