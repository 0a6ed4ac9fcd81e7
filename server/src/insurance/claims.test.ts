/**
 * A funeral claim (`claims/submit`, src/shared/contracts/claim.ts) on a fresh database, as a
 * phone sends it and as the union's staff then read and decide it: kept once for a repeated
 * reference, each answer refused on its own field, its documents required and checked by their
 * content, in the union's queue of claims only, with what it needs checked against the approved
 * join it names; approved with the payout of the join's package, rejected only with a reason;
 * the claimant told by email at each step, and the status check showing each step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { CaseDetail, CaseSummary } from '../../../src/shared/schemas/staff-cases'
import type { StatusAnswer } from '../../../src/shared/contracts/status'
import { signIn, staffPost, type StaffTest } from '../auth/testing'
import { staffData } from '../staff/testing-cases'
import { expectFailure, postForm, postJson } from '../testing'
import { realPdf, realPng } from '../testing-files'
import { sendJoin, unionTest } from './test-support'

let t: StaffTest
const cookies: Record<string, string> = {}
const join = makeReference('insuranceJoin')
const manager = 'manager@union.example'
const claimData = SAMPLE_DATA.claim

type Upload = [field: string, name: string, bytes: Uint8Array<ArrayBuffer>]
const documents = (): Upload[] => [
  ['deathProofFile', 'burial-order.pdf', realPdf()],
  ['claimantIdFile', 'omang.png', realPng(800, 600, 90)],
]

function send(reference: string, files: Upload[] = documents(), data: object = claimData) {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  for (const [field, name, bytes] of files) form.append(field, new File([bytes], name))
  return postForm(t.app, '/api/claims/submit', form, { 'Idempotency-Key': reference })
}

const refusedOn = async (response: Response, status = 400) =>
  (await expectFailure(response, status)).errors?.map((error) => error.path)

const decide = (reference: string, body: Record<string, unknown>, who = manager) =>
  staffPost(
    t.app,
    '/api/staff/cases/decide',
    { area: 'claims', reference, ...body },
    { cookie: cookies[who] },
  )

const show = async (reference: string, who = manager) => {
  const response = await staffPost(
    t.app,
    '/api/staff/cases/show',
    { area: 'claims', reference },
    { cookie: cookies[who] },
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: CaseDetail }).data
}

const messagesOf = (reference: string) =>
  t.db.query<{ channel: string; recipient: string; subject: string | null; body_text: string }>(
    'select channel, recipient, subject, body_text from messages where subject_ref = $1 order by id',
    [reference],
  )

const status = async (reference: string, idNumber: string) => {
  const response = await postJson(t.app, '/api/members/status', { reference, idNumber })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: StatusAnswer }).data
}

beforeAll(async () => {
  // The sample join is priced on the insurance tests' day (ages on band edges do not move).
  t = await unionTest()
  for (const who of [manager, 'manager@verify.example', 'auditor@union.example']) {
    cookies[who] = await signIn(t.app, who)
  }
  await sendJoin(t.app, join, SAMPLE_DATA.insuranceJoin)
  const approved = await staffPost(
    t.app,
    '/api/staff/cases/decide',
    { area: 'members', reference: join, decision: 'APPROVED', note: 'KYC checked.' },
    { cookie: cookies[manager] },
  )
  expect(approved.status).toBe(200)
}, 60_000)
afterAll(() => t.close())

describe('POST /api/claims/submit', () => {
  it('keeps a claim once, in the union’s area of claims, however often it comes', async () => {
    const reference = makeReference('claim')
    const [first, second] = await Promise.all([send(reference), send(reference)])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(await first.json()).toEqual({ success: true, data: { reference, status: 'PENDING' } })
    const third = await send(reference)
    expect(third.headers.get('idempotent-replayed')).toBe('true')
    const rows = await t.db.query<{ area: string; kind: string; n: number }>(
      `select area, kind, (select count(*)::int from submission_documents d
         where d.reference = s.reference) as n from submissions s where reference = $1`,
      [reference],
    )
    expect(rows).toEqual([{ area: 'claims', kind: 'claim', n: 2 }])
    // Told once that it is received, by email and SMS, whatever the retries.
    const told = await messagesOf(reference)
    expect(told.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', claimData.claimant.email],
      ['sms', '+26771234567'],
    ])
    expect(told[0]!.subject).toBe(`We received your funeral claim ${reference}`)
    await expectFailure(
      await send(reference, documents(), { ...claimData, deathPlace: 'Molepolole' }),
      409,
    )
  })

  it('is told in the language it was made in', async () => {
    const reference = makeReference('claim')
    const form = new FormData()
    form.append('reference', reference)
    form.append('data', JSON.stringify(claimData))
    for (const [field, name, bytes] of documents()) form.append(field, new File([bytes], name))
    const sent = await postForm(t.app, '/api/claims/submit', form, {
      'Idempotency-Key': reference,
      'Content-Language': 'fr',
    })
    expect(sent.status).toBe(201)
    const [email] = await messagesOf(reference)
    expect(email!.subject).not.toBe(`We received your funeral claim ${reference}`)
    expect(email!.subject).toContain(reference)
  })

  it('needs both documents, each a PDF or a picture by its content', async () => {
    const [proof, id] = documents()
    expect(await refusedOn(await send(makeReference('claim'), [id!]))).toEqual(['deathProofFile'])
    expect(await refusedOn(await send(makeReference('claim'), [proof!]))).toEqual([
      'claimantIdFile',
    ])
    const text = new Uint8Array(new TextEncoder().encode('not a document at all'))
    expect(
      await refusedOn(
        await send(makeReference('claim'), [['deathProofFile', 'letter.pdf', text], id!]),
        415,
      ),
    ).toEqual(['deathProofFile'])
    // A picture of the chief's letter is as good as a PDF.
    const picture: Upload = ['deathProofFile', 'letter.jpg', realPng(800, 1100, 40)]
    const data = { ...claimData, deathProof: 'chief-letter' }
    expect((await send(makeReference('claim'), [picture, id!], data)).status).toBe(201)
  })

  it('refuses each answer against its rule, on its own field', async () => {
    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10)
    const tomorrow = new Date(Date.now() + 26 * 3600_000 + 11 * 60_000).toISOString().slice(0, 10)
    const { claimant, bankAccount, deceased, member } = claimData
    const { email: _email, ...noEmail } = claimant
    for (const [data, field] of [
      [{ ...claimData, member: { ...member, membership: '' } }, 'member.membership'],
      [{ ...claimData, member: { ...member, idNumber: '' } }, 'member.idNumber'],
      [
        { ...claimData, deceased: { ...deceased, relationship: 'friend' } },
        'deceased.relationship',
      ],
      [{ ...claimData, deceased: { ...deceased, firstName: '' } }, 'deceased.firstName'],
      [
        { ...claimData, deceased: { ...deceased, dateOfBirth: '1988-02-30' } },
        'deceased.dateOfBirth',
      ],
      [{ ...claimData, deathDate: '' }, 'deathDate'],
      [{ ...claimData, deathDate: '2026-02-30' }, 'deathDate'],
      [{ ...claimData, deathDate: tomorrow }, 'deathDate'],
      [{ ...claimData, deathDate: '2020-01-01' }, 'deathDate'],
      [{ ...claimData, deathDate: '1988-09-01' }, 'deathDate'],
      [{ ...claimData, deathPlace: '' }, 'deathPlace'],
      [{ ...claimData, deathProof: 'newspaper' }, 'deathProof'],
      [{ ...claimData, claimant: { ...claimant, phone: '12' } }, 'claimant.phone'],
      [{ ...claimData, claimant: { ...claimant, email: 'not-an-email' } }, 'claimant.email'],
      [{ ...claimData, claimant: { ...claimant, relationship: '' } }, 'claimant.relationship'],
      [
        { ...claimData, bankAccount: { ...bankAccount, branchCode: '12' } },
        'bankAccount.branchCode',
      ],
      [
        { ...claimData, bankAccount: { ...bankAccount, accountNumber: '12ab' } },
        'bankAccount.accountNumber',
      ],
      [
        { ...claimData, bankAccount: { ...bankAccount, accountHolder: '' } },
        'bankAccount.accountHolder',
      ],
      [{ ...claimData, extra: 'not asked' }, 'extra'],
    ] as const) {
      const response = await send(makeReference('claim'), documents(), data)
      expect(await refusedOn(response), JSON.stringify(data)).toEqual([field])
    }
    // Today, and no email, are taken.
    for (const data of [
      { ...claimData, deathDate: today },
      { ...claimData, claimant: noEmail },
    ]) {
      expect((await send(makeReference('claim'), documents(), data)).status).toBe(201)
    }
  })
})

describe('a funeral claim in the union’s staff queue', () => {
  it('is in the queue of claims, by the name of who died, and only the union’s', async () => {
    const reference = makeReference('claim')
    expect((await send(reference)).status).toBe(201)
    const body = await staffData<CaseSummary[]>(
      t,
      'cases/list',
      { area: 'claims' },
      cookies[manager]!,
    )
    expect(body.data.find((row) => row.reference === reference)).toMatchObject({
      kind: 'claim',
      subject: 'Thabo Sample',
      status: 'PENDING',
    })
    const response = await staffPost(
      t.app,
      '/api/staff/cases/show',
      { area: 'claims', reference },
      { cookie: cookies['manager@verify.example'] },
    )
    await expectFailure(response, 403)
    await expectFailure(
      await staffPost(t.app, '/api/staff/cases/show', { area: 'claims', reference }),
      401,
    )
  })

  it('shows what needs checking: the membership, the person, the cover, the documents', async () => {
    const reference = makeReference('claim')
    expect((await send(reference)).status).toBe(201)
    const detail = await show(reference)
    // The join was approved on the staff clock's day; the death, yesterday, is within 6 months.
    expect(detail.claim).toMatchObject({
      join: { reference: join, approvedOn: '2026-06-01', payout: expect.any(Number) },
      onCover: true,
      cover: 'accident',
      // Cover from the first of the month after approval, any cause 6 months later (cover.ts).
      accidentFrom: '2026-07-01',
      anyCauseFrom: '2027-01-01',
      // No schedule imported: the month of death and the two before it are awaited.
      deductions: { paid: false, months: expect.any(Array) },
      documents: { verified: 0, total: 2 },
      payout: null,
    })
    expect(detail.claim!.deductions!.months.map((month) => month.state)).toEqual([
      'awaited',
      'awaited',
      'awaited',
    ])
    const stranger = makeReference('claim')
    const data = { ...claimData, deceased: { ...claimData.deceased, firstName: 'Someone' } }
    expect((await send(stranger, documents(), data)).status).toBe(201)
    expect((await show(stranger)).claim).toMatchObject({ onCover: false, cover: 'none' })
    const unknown = makeReference('claim')
    const other = { ...claimData, member: { ...claimData.member, membership: 'BTU999999' } }
    expect((await send(unknown, documents(), other)).status).toBe(201)
    expect((await show(unknown)).claim).toMatchObject({ join: null, onCover: false })
    // The member's number with another person's ID finds nothing.
    const otherId = makeReference('claim')
    const wrongId = { ...claimData, member: { ...claimData.member, idNumber: '999888777' } }
    expect((await send(otherId, documents(), wrongId)).status).toBe(201)
    expect((await show(otherId)).claim?.join).toBeNull()
    // Found by the join's reference too, in any case of letters.
    const byReference = makeReference('claim')
    const joinRef = {
      ...claimData,
      member: { ...claimData.member, membership: join.toLowerCase() },
    }
    expect((await send(byReference, documents(), joinRef)).status).toBe(201)
    expect((await show(byReference)).claim?.join?.reference).toBe(join)
    // An approval needs a membership: the one not found is refused, and stays pending.
    await expectFailure(await decide(unknown, { decision: 'APPROVED', note: 'Paid.' }), 409)
    expect((await show(unknown)).status).toBe('PENDING')
  })

  it('is approved with the payout its package states, and the member sees each step', async () => {
    const reference = makeReference('claim')
    expect((await send(reference)).status).toBe(201)
    const idNumber = claimData.claimant.idNumber
    expect(await status(reference, idNumber)).toMatchObject({
      kind: 'claim',
      status: 'PENDING',
      claim: { documentsVerified: 0, documents: 2 },
    })
    const detail = await show(reference)
    const verified = await staffPost(
      t.app,
      '/api/staff/documents/verify',
      { documentId: detail.documents[0]!.id },
      { cookie: cookies[manager] },
    )
    expect(verified.status).toBe(200)
    expect((await status(reference, idNumber)).claim).toMatchObject({ documentsVerified: 1 })
    // An auditor may read but not decide.
    await expectFailure(
      await decide(reference, { decision: 'APPROVED', note: 'x' }, 'auditor@union.example'),
      403,
    )
    const [pkg] = await t.db.query<{ payout: string }>(
      'select payout from packages where id = $1',
      [SAMPLE_DATA.insuranceJoin.packageId],
    )
    const payout = Number(pkg!.payout)
    const approved = await decide(reference, { decision: 'APPROVED', note: 'All verified.' })
    expect(approved.status).toBe(200)
    expect((await show(reference)).claim?.payout).toBe(payout)
    const answer = await status(reference, claimData.member.idNumber)
    expect(answer).toMatchObject({ status: 'APPROVED', claim: { payout } })
    const told = await messagesOf(reference)
    const email = told.filter((message) => message.channel === 'email').at(-1)!
    expect(email.subject).toBe(`Your funeral claim ${reference} is approved`)
    expect(email.body_text).toMatch(/P\s?[\d,]+\.00/)
    const [audit] = await t.db.query<{ details: Record<string, string> }>(
      `select details from audit_log where reference = $1 and action = 'cases.decide'`,
      [reference],
    )
    expect(audit!.details).toMatchObject({ payout: String(payout), join })
  })

  it('is rejected only with the reason the member reads', async () => {
    const reference = makeReference('claim')
    expect((await send(reference)).status).toBe(201)
    expect(
      await refusedOn(await decide(reference, { decision: 'REJECTED', note: 'Not on cover.' })),
    ).toEqual(['applicantNote'])
    expect((await show(reference)).status).toBe('PENDING')
    const reason = 'The death was before the cover started.'
    const rejected = await decide(reference, {
      decision: 'REJECTED',
      note: 'Death before approval.',
      applicantNote: reason,
    })
    expect(rejected.status).toBe(200)
    expect(await status(reference, claimData.claimant.idNumber)).toMatchObject({
      status: 'REJECTED',
      applicantNote: reason,
    })
    const email = (await messagesOf(reference)).filter((m) => m.channel === 'email').at(-1)!
    expect(email.subject).toBe(`Your funeral claim ${reference} was not approved`)
    expect(email.body_text).toContain(reason)
  })
})
