/**
 * A report of a fake (`product/report`, src/shared/contracts/product-report.ts) on a fresh
 * database, as a buyer's phone sends it and as staff then read it: kept once for a repeated
 * reference, its photos checked by their content (1 to 4 pictures), and in the verify
 * organisation's queue only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { CaseDetail, CaseSummary } from '../../../src/shared/schemas/staff-cases'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { staffData } from '../staff/testing-cases'
import { expectFailure, postForm } from '../testing'
import { realPdf, realPng } from '../testing-files'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'

let t: StaffTest
const cookies: Record<string, string> = {}

beforeAll(async () => {
  t = await staffTest({ CREATE_RATE_LIMIT_PER_MINUTE: '100000' })
  attachUploadStore(t.db, memoryUploadStore())
  for (const who of [
    'manager@verify.example',
    'agent@verify.example',
    'manager@regulator.example',
    'manager@union.example',
  ])
    cookies[who] = await signIn(t.app, who)
}, 60_000)
afterAll(() => t.close())

type Photo = [name: string, bytes: Uint8Array<ArrayBuffer>]
const photo = (shade: number): Photo => [`photo-${shade}.png`, realPng(640, 800, shade)]

function send(reference: string, photos: Photo[], data: object = SAMPLE_DATA.productReport) {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  for (const [name, bytes] of photos) form.append('photos', new File([bytes], name))
  return postForm(t.app, '/api/product/report', form, { 'Idempotency-Key': reference })
}

const count = async (table: string, reference: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where reference = $1`,
      [reference],
    )
  )[0]!.n

describe('POST /api/product/report', () => {
  it('keeps a report once, in the verify organisation’s area, however often it comes', async () => {
    const reference = makeReference('productReport')
    const photos = [photo(90), photo(150)]
    const [first, second] = await Promise.all([send(reference, photos), send(reference, photos)])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(await first.json()).toEqual({ success: true, data: { reference, status: 'PENDING' } })
    const third = await send(reference, photos)
    expect(third.headers.get('idempotent-replayed')).toBe('true')
    expect(await count('submissions', reference)).toBe(1)
    expect(await count('submission_documents', reference)).toBe(2)
    const [row] = await t.db.query<{ area: string; kind: string; data: Record<string, unknown> }>(
      'select area, kind, data from submissions where reference = $1',
      [reference],
    )
    expect(row).toMatchObject({
      area: 'fakes',
      kind: 'productReport',
      data: { productCode: 'SMP100001', coordinates: '-24.658,25.912' },
    })
    const other = { ...SAMPLE_DATA.productReport, whatIsWrong: 'The seal was broken.' }
    await expectFailure(await send(reference, photos, other), 409)
  })

  it('takes 1 to 4 photos, each a picture by its content', async () => {
    const refused = async (photos: Photo[], status = 400) => {
      const response = await send(makeReference('productReport'), photos)
      return (await expectFailure(response, status)).errors?.map((error) => error.path)
    }
    expect(await refused([])).toEqual(['photos'])
    expect(await refused([1, 2, 3, 4, 5].map((n) => photo(n * 40)))).toEqual(['photos'])
    // A PDF named as a photo, and text named as one: the bytes say what they are (415).
    expect(await refused([['label.png', realPdf()]], 415)).toEqual(['photos'])
    const text = new TextEncoder().encode('not a picture at all')
    expect(await refused([['label.jpg', new Uint8Array(text)]], 415)).toEqual(['photos'])
    const four = await send(
      makeReference('productReport'),
      [1, 2, 3, 4].map((n) => photo(n * 50)),
    )
    expect(four.status).toBe(201)
  })

  it('refuses a place out of range and a code against the code rule, on their fields', async () => {
    const base = SAMPLE_DATA.productReport
    for (const [field, value] of [
      ['coordinates', '-124.6,25.9'],
      ['productCode', 'A#1'],
    ] as const) {
      const response = await send(makeReference('productReport'), [photo(60)], {
        ...base,
        [field]: value,
      })
      expect((await expectFailure(response, 400)).errors?.map((error) => error.path)).toEqual([
        field,
      ])
    }
  })
})

describe('a report of a fake in the staff queues', () => {
  let reference: string
  beforeAll(async () => {
    reference = makeReference('productReport')
    expect((await send(reference, [photo(200)])).status).toBe(201)
  })

  const list = (who: string) =>
    staffPost(t.app, '/api/staff/cases/list', { area: 'fakes' }, { cookie: cookies[who] })
  const show = (who: string, area = 'fakes') =>
    staffPost(t.app, '/api/staff/cases/show', { area, reference }, { cookie: cookies[who] })

  it('is in the queue of the verify organisation’s staff, with its photo', async () => {
    const body = await staffData<CaseSummary[]>(
      t,
      'cases/list',
      { area: 'fakes' },
      cookies['manager@verify.example']!,
    )
    expect(body.data.find((row) => row.reference === reference)).toMatchObject({
      kind: 'productReport',
      subject: 'Sorghum meal 1 kg',
      status: 'PENDING',
    })
    const response = await show('manager@verify.example')
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: CaseDetail }
    expect(data.documents.map((document) => document.field)).toEqual(['photos'])
  })

  it('is refused to other organisations (403), and unknown in another area (404)', async () => {
    for (const who of ['manager@regulator.example', 'manager@union.example']) {
      await expectFailure(await list(who), 403)
      await expectFailure(await show(who), 403)
    }
    await expectFailure(await show('manager@regulator.example', 'reports'), 404)
    await expectFailure(await show('manager@verify.example', 'registrations'), 404)
  })
})
