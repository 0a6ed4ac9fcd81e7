/**
 * Test support for the verification routes (imported by *.test.ts only): a fresh gateway on a
 * seeded in-memory database, judged on a fixed day (2026-11-21, Botswana) so verdicts that
 * depend on dates do not change as the calendar moves, with a rate limit high enough that only
 * the tests about the limit ever reach it.
 */
import type { Db } from '../db/db'
import { seedVerification } from '../db/seed-verification'
import { postJson, testApp, testDb, type TestApp } from '../testing'
import { configureVerification } from './state'

export const FIXED_NOW = Date.UTC(2026, 10, 21, 10, 0, 0)

export interface VerificationFixture {
  db: Db
  app: TestApp
  clock: { time: number }
}

export async function verificationFixture(): Promise<VerificationFixture> {
  const db = await testDb()
  await seedVerification(db)
  const clock = { time: FIXED_NOW }
  configureVerification(db, { now: () => clock.time })
  const app = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '1000000' } })
  return { db, app, clock }
}

/** POSTs JSON and returns status and parsed body. */
export async function call<T = { success: boolean; data: unknown }>(
  app: TestApp,
  path: string,
  body: unknown,
) {
  const response = await postJson(app, `/api/${path}`, body)
  return { status: response.status, body: (await response.json()) as T }
}
