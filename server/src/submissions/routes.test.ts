/**
 * The submission route family, generically over every contract it serves: the sample of each
 * kind is kept once as PENDING in its area; each invalid field is one 400 entry on that field;
 * files are counted and checked by the contract; a reference is of the contract's kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../../src/shared/contracts'
import { SAMPLE_DATA, SAMPLE_FILES, SAMPLE_VARIANTS } from '../../../src/shared/contracts/samples'
import { makeReference, type ReferenceKind } from '../../../src/shared/reference'
import type { Db } from '../db/db'
import { seedInsurance } from '../insurance/seed'
import { expectFailure, postForm, postJson, testApp, testDb, type TestApp } from '../testing'
import { realPdf, realPng } from '../testing-files'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  // The join is priced on the catalogue (insurance/join-check.ts).
  await seedInsurance(db)
  attachUploadStore(db, memoryUploadStore())
  app = testApp(db, { vars: { CREATE_RATE_LIMIT_PER_MINUTE: '100000' } })
}, 60_000)
afterAll(() => db.close())

type Kind = keyof typeof CONTRACTS
const kinds = Object.keys(CONTRACTS) as Kind[]

function send(
  kind: Kind,
  data: unknown,
  reference = makeReference(kind as ReferenceKind),
  files?: Record<string, Uint8Array<ArrayBuffer>>,
) {
  const contract = CONTRACTS[kind]
  const path = `/api/${contract.call}`
  const headers = { 'Idempotency-Key': reference }
  if (contract.encoding === 'json') {
    return postJson(app, path, { reference, ...(data as object) }, headers)
  }
  const form = new FormData()
  form.append('reference', reference)
  if (contract.encoding === 'multipart') form.append('data', JSON.stringify(data))
  else for (const [name, value] of Object.entries(data as object)) form.append(name, String(value))
  const attached = files ?? sampleFiles(kind)
  for (const [field, bytes] of Object.entries(attached)) {
    form.append(field, new File([bytes], `${field}.${bytes[0] === 0x25 ? 'pdf' : 'png'}`))
  }
  return postForm(app, path, form, headers)
}

function sampleFiles(kind: Kind): Record<string, Uint8Array<ArrayBuffer>> {
  return Object.fromEntries(
    Object.entries(SAMPLE_FILES[kind]).map(([field, type]) => [
      field,
      type === 'picture' ? realPng(640, 800) : realPdf(),
    ]),
  )
}

const rowOf = async (reference: string) =>
  (
    await db.query<{ kind: string; area: string; status: string; data: unknown }>(
      'select kind, area, status, data from submissions where reference = $1',
      [reference],
    )
  )[0]

describe.each(kinds)('POST the %s call', (kind) => {
  const sample = SAMPLE_DATA[kind] as Record<string, unknown>

  it('keeps the sample as PENDING in its area, once', async () => {
    const reference = makeReference(kind as ReferenceKind)
    const first = await send(kind, sample, reference)
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ success: true, data: { reference, status: 'PENDING' } })
    const again = await send(kind, sample, reference)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await rowOf(reference)).toEqual({
      kind,
      area: CONTRACTS[kind].area,
      status: 'PENDING',
      data: expect.objectContaining({}),
    })
    const variant = SAMPLE_VARIANTS[kind] ?? { ...sample, description: 'Something else entirely' }
    const other = await send(kind, variant, reference)
    await expectFailure(other, 409)
  })

  it.each(Object.keys(sample))('answers one 400 entry for an invalid %s', async (field) => {
    // Each text part of a form is a string: an empty one is the invalid value there.
    const wrong = CONTRACTS[kind].encoding === 'fields' ? '' : 12345
    const body = await expectFailure(await send(kind, { ...sample, [field]: wrong }), 400)
    expect(body.errors).toEqual([{ path: field, message: expect.any(String) }])
    expect(body.errors?.[0]?.message).not.toMatch(/Invalid type|Expected .* received/)
  })

  it('refuses a reference of another kind', async () => {
    const reference = makeReference(kind === 'talk' ? 'report' : 'talk')
    const body = await expectFailure(await send(kind, sample, reference), 400)
    expect(body.errors?.[0]?.path).toBe('reference')
  })
})

describe('the files of an exclusion application', () => {
  const sample = SAMPLE_DATA.exclusion

  it('stores each file as a document of the submission', async () => {
    const reference = makeReference('exclusion')
    expect((await send('exclusion', sample, reference)).status).toBe(201)
    const docs = await db.query<{ field: string; verified: boolean }>(
      'select field, verified from submission_documents where reference = $1 order by field',
      [reference],
    )
    expect(docs).toEqual([
      { field: 'idCopy', verified: false },
      { field: 'picture', verified: false },
    ])
  })

  it('asks for a needed file', async () => {
    const body = await expectFailure(
      await send('exclusion', sample, undefined, { idCopy: realPdf() }),
      400,
    )
    expect(body.errors).toEqual([{ path: 'picture', message: 'Select a file' }])
  })

  it('refuses a file the kind does not take, and one that is not what it claims', async () => {
    const extra = await expectFailure(
      await send('exclusion', sample, undefined, {
        ...sampleFiles('exclusion'),
        playerPicture: realPng(600, 600),
      }),
      400,
    )
    expect(extra.errors?.[0]?.path).toBe('playerPicture')
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const fake = await expectFailure(
      await send('exclusion', sample, undefined, { idCopy: html, picture: realPng(600, 600) }),
      415,
    )
    expect(fake.errors).toEqual([{ path: 'idCopy', message: expect.any(String) }])
  })

  it('refuses a picture under 512 pixels', async () => {
    const body = await expectFailure(
      await send('exclusion', sample, undefined, { idCopy: realPdf(), picture: realPng(300, 300) }),
      400,
    )
    expect(body.errors?.[0]?.path).toBe('picture')
  })

  it('takes a third-party application with only what identifies the other person', async () => {
    // docs/design.md section 4a: the player's addresses, phone and email are optional.
    const {
      residentialAddress: _r,
      postalAddress: _p,
      email: _e,
      contactPhone: _c,
      ...player
    } = { ...sample.applicant, fullName: 'Mpho Sample', idNumber: '987654321' }
    const thirdParty = {
      ...sample,
      kind: 'third-party',
      player,
      relationship: 'spouse',
      description: 'He has lost his savings at the tables.',
    }
    const files = {
      idCopy: realPdf(),
      playerIdCopy: realPdf(),
      playerPicture: realPng(640, 800),
    }
    expect((await send('exclusion', thirdParty, undefined, files)).status).toBe(201)
    const { idNumber: _i, ...unknown } = player
    const body = await expectFailure(
      await send('exclusion', { ...thirdParty, player: unknown }, undefined, files),
      400,
    )
    expect(body.errors).toEqual([{ path: 'player.idNumber', message: expect.any(String) }])
  })

  it('wants the answers as one data part of JSON', async () => {
    const form = new FormData()
    const reference = makeReference('exclusion')
    form.append('reference', reference)
    form.append('data', '{not json')
    const body = await expectFailure(await postForm(app, '/api/exclusions/apply', form), 400)
    expect(body.errors?.[0]?.path).toBe('data')
  })
})

describe('every creating call', () => {
  it('is rate limited per client before its body is read', async () => {
    const limited = testApp(db, { vars: { CREATE_RATE_LIMIT_PER_MINUTE: '2' } })
    const post = () =>
      postJson(limited, '/api/talk/request', {
        reference: makeReference('talk'),
        ...SAMPLE_DATA.talk,
      })
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(201)
    const refused = await post()
    await expectFailure(refused, 429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('rules across answers and the phone rule, as the forms have them', () => {
  it('refuses a third-party application whose player has the applicant’s ID number', async () => {
    const { applicant } = SAMPLE_DATA.exclusion
    const thirdParty = {
      ...SAMPLE_DATA.exclusion,
      kind: 'third-party',
      player: { ...applicant, fullName: 'Mpho Sample', idNumber: ` ${applicant.idNumber} ` },
      relationship: 'spouse',
      description: 'He has lost his savings at the tables.',
    }
    const files = { idCopy: realPdf(), playerIdCopy: realPdf(), playerPicture: realPng(600, 600) }
    const body = await expectFailure(
      await send('exclusion', thirdParty, makeReference('exclusion'), files),
      400,
    )
    expect(body.errors).toEqual([
      {
        path: 'player.idNumber',
        message: 'The person you want excluded cannot have the same ID or passport number as you',
      },
    ])
    const other = { ...thirdParty, player: { ...thirdParty.player, idNumber: '555444333' } }
    expect((await send('exclusion', other, makeReference('exclusion'), files)).status).toBe(201)
  })

  it('refuses a named report with neither a phone number nor an email address', async () => {
    const report = { ...SAMPLE_DATA.report, contact: { fullName: 'Kabo Sample' } }
    const body = await expectFailure(await send('report', report), 400)
    expect(body.errors).toEqual([
      {
        path: 'contact.contactPhone',
        message: 'Enter a phone number or an email address, so that an officer can contact you',
      },
    ])
  })

  it('takes a phone number with hyphens or a leading 00, keeps it normalised, and finds it so', async () => {
    const reference = makeReference('talk')
    const talk = { ...SAMPLE_DATA.talk, contactPhone: '0026771-234-567' }
    expect((await send('talk', talk, reference)).status).toBe(201)
    expect((await rowOf(reference))?.data).toMatchObject({ contactPhone: '+26771234567' })
    const found = await postJson(app, '/api/exclusions/status', {
      reference,
      idNumber: '71-234-567',
    })
    expect(found.status).toBe(200)
  })
})
