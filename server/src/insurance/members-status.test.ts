/**
 * `members/status`: the union's own status check. A join application is found by its MB-
 * reference and the member's ID or passport number; the regulator's `exclusions/status` does
 * not find it, nor does this call find the regulator's references.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import { expectFailure, postForm, postJson, testApp, type TestApp } from '../testing'
import { realPdf } from '../testing-files'
import { MEMBER_NOT_FOUND } from '../submissions/status'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import { insuranceFixture, type InsuranceFixture } from './test-support'

let fx: InsuranceFixture
let app: TestApp
const join = makeReference('insuranceJoin')
const complaint = makeReference('complaint')
const idNumber = SAMPLE_DATA.insuranceJoin.user.identificationNumber

beforeAll(async () => {
  fx = await insuranceFixture()
  attachUploadStore(fx.db, memoryUploadStore())
  app = testApp(fx.db, { vars: { RATE_LIMIT_PER_MINUTE: '1000' } })
  const form = new FormData()
  form.append('reference', join)
  form.append('data', JSON.stringify(SAMPLE_DATA.insuranceJoin))
  for (const field of ['identityFile', 'addressFile', 'bankStatementFile']) {
    form.append(field, new File([realPdf()], `${field}.pdf`))
  }
  expect((await postForm(app, '/api/members/join', form, { 'Idempotency-Key': join })).status).toBe(
    201,
  )
  const sent = await postJson(app, '/api/complaints/submit', {
    reference: complaint,
    ...SAMPLE_DATA.complaint,
  })
  expect(sent.status).toBe(201)
}, 60_000)
afterAll(() => fx.db.close())

const check = (path: string, idNumber: string, reference: string) =>
  postJson(app, `/api/${path}`, { idNumber, reference })

describe('POST /api/members/status', () => {
  it('finds a join application by its reference and the member’s ID number', async () => {
    const response = await check('members/status', ` ${idNumber} `, join.toLowerCase())
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: Record<string, unknown> }
    expect(data).toMatchObject({ reference: join, kind: 'insuranceJoin', status: 'PENDING' })
  })

  it('shows the union’s decision', async () => {
    await fx.db.query(
      `update submissions set status = 'APPROVED', updated_at = '2026-06-20T09:00:00Z'
       where reference = $1`,
      [join],
    )
    const response = await check('members/status', idNumber, join)
    const { data } = (await response.json()) as { data: Record<string, unknown> }
    expect(data).toMatchObject({ status: 'APPROVED', updatedAt: '2026-06-20T09:00:00.000Z' })
  })

  it('answers one 404 for a wrong number, and for another organisation’s reference', async () => {
    const wrong = await expectFailure(await check('members/status', '111111111', join), 404)
    expect(wrong.message).toBe(MEMBER_NOT_FOUND)
    const portal = await expectFailure(await check('members/status', '987654321', complaint), 404)
    expect(portal.message).toBe(MEMBER_NOT_FOUND)
    // The regulator's status check does not know the union's references.
    await expectFailure(await check('exclusions/status', idNumber, join), 404)
  })

  it('checks its input', async () => {
    const body = await expectFailure(await check('members/status', '', 'MB-1'), 400)
    expect(body.errors?.map((e) => e.path)).toEqual(['idNumber', 'reference'])
  })
})
