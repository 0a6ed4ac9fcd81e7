/**
 * Test support for the insurance routes (imported by *.test.ts only): a fresh gateway on an
 * in-memory database with the sample catalogue, quoting on a fixed day (15 June 2026 in
 * Botswana) so that ages on band edges do not move with the calendar.
 */
import { expect } from 'vitest'
import { staffTest, type StaffTest } from '../auth/testing'
import type { Db } from '../db/db'
import { postForm, postJson, testApp, testDb, type TestApp } from '../testing'
import { realPdf } from '../testing-files'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import { configureCatalogue } from './catalogue'
import { setQuoteClock } from './clock'
import { seedInsurance } from './seed'

/** 10:00 in Gaborone on 15 June 2026. */
export const QUOTE_NOW = Date.UTC(2026, 5, 15, 8, 0, 0)
export const QUOTE_DAY = '2026-06-15'

export interface InsuranceFixture {
  db: Db
  app: TestApp
  clock: { time: number }
}

export async function insuranceFixture(): Promise<InsuranceFixture> {
  const db = await testDb()
  await seedInsurance(db)
  const clock = { time: QUOTE_NOW }
  setQuoteClock(db, () => clock.time)
  configureCatalogue(db)
  return { db, app: testApp(db), clock }
}

/** A date of birth that makes someone exactly `age` on QUOTE_DAY. */
export const bornAged = (age: number) => `${2026 - age}-06-15`

export async function post<T = unknown>(app: TestApp, path: string, body: unknown) {
  const response = await postJson(app, `/api/${path}`, body)
  return { status: response.status, body: (await response.json()) as T }
}

/**
 * A gateway with the union's staff and members as well (auth/testing.ts staffTest), the sample
 * catalogue quoting on QUOTE_DAY and uploads kept in memory: where joins, claims and their
 * decisions are made through the calls themselves.
 */
export async function unionTest(): Promise<StaffTest> {
  const t = await staffTest({ CREATE_RATE_LIMIT_PER_MINUTE: '100000' })
  attachUploadStore(t.db, memoryUploadStore())
  await seedInsurance(t.db)
  setQuoteClock(t.db, () => QUOTE_NOW)
  configureCatalogue(t.db)
  return t
}

/**
 * A join application `data` sent as the app sends it (`members/join`, its three documents),
 * with `headers` such as a member's session cookie; asserts it was accepted.
 */
export async function sendJoin(
  app: TestApp,
  reference: string,
  data: object,
  headers: Record<string, string> = {},
): Promise<void> {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  for (const field of ['identityFile', 'addressFile', 'bankStatementFile']) {
    form.append(field, new File([realPdf()], `${field}.pdf`))
  }
  const response = await postForm(app, '/api/members/join', form, {
    'Idempotency-Key': reference,
    ...headers,
  })
  expect(response.status, await response.clone().text()).toBe(201)
}
