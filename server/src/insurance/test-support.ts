/**
 * Test support for the insurance routes (imported by *.test.ts only): a fresh gateway on an
 * in-memory database with the sample catalogue, quoting on a fixed day (15 June 2026 in
 * Botswana) so that ages on band edges do not move with the calendar.
 */
import type { Db } from '../db/db'
import { postJson, testApp, testDb, type TestApp } from '../testing'
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
