/**
 * `exclusions/status`: found only when the reference and the id (or phone) number both match,
 * the same 404 otherwise, and rate limited like the verification calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { Db } from '../db/db'
import { expectFailure, fromAddress, postJson, testApp, testDb, type TestApp } from '../testing'
import { NOT_FOUND } from './status'

let db: Db
let app: TestApp
const complaint = makeReference('complaint')
const talk = makeReference('talk')

beforeAll(async () => {
  db = await testDb()
  app = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '1000' } })
  for (const [reference, path, data] of [
    [complaint, 'complaints/submit', SAMPLE_DATA.complaint],
    [talk, 'talk/request', SAMPLE_DATA.talk],
  ] as const) {
    const answer = await postJson(app, `/api/${path}`, { reference, ...data })
    expect(answer.status).toBe(201)
  }
}, 60_000)
afterAll(() => db.close())

const check = (idNumber: unknown, reference: unknown, client = '10.0.0.1', target = app) =>
  postJson(target, '/api/exclusions/status', { idNumber, reference }, {}, fromAddress(client))

describe('POST /api/exclusions/status', () => {
  it('finds a submission by its reference and the id number given with it', async () => {
    const response = await check(' 987 654 321 ', complaint.toLowerCase())
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: Record<string, unknown> }
    expect(data).toEqual({
      reference: complaint,
      kind: 'complaint',
      status: 'PENDING',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it('finds a request by its phone number, typed either way', async () => {
    expect((await check('+267 72 345 678', talk)).status).toBe(200)
    expect((await check('72345678', talk)).status).toBe(200)
  })

  it('answers the same 404 for a wrong number and for an unknown reference', async () => {
    const wrongId = await expectFailure(await check('111111111', complaint), 404)
    const unknown = await expectFailure(await check('987654321', makeReference('complaint')), 404)
    expect(wrongId.message).toBe(NOT_FOUND)
    expect(unknown.message).toBe(NOT_FOUND)
  })

  it('checks its input', async () => {
    const body = await expectFailure(await check('', 'EX-123'), 400)
    expect(body.errors?.map((e) => e.path)).toEqual(['idNumber', 'reference'])
  })

  it('is rate limited per client', async () => {
    const limited = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '3' } })
    for (let i = 0; i < 3; i++) await check('1', complaint, '10.9.9.9', limited)
    const body = await expectFailure(await check('1', complaint, '10.9.9.9', limited), 429)
    expect(body.message).toMatch(/Too many/)
    expect((await check('987654321', complaint, '10.9.9.8', limited)).status).toBe(200)
  })
})
