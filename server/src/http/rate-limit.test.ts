import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { expectFailure, fromAddress, postJson, testApp, testDb } from '../testing'
import { createRateLimiter } from './rate-limit'

let db: Db

beforeAll(async () => {
  db = await testDb()
}, 60_000)
afterAll(async () => {
  await db.close()
})

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, per client address', async () => {
    let time = 120_000 + 15_000
    const app = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '3' }, now: () => time })
    const hit = (address: string) =>
      postJson(app, '/api/test/limited', {}, {}, fromAddress(address))
    for (let i = 0; i < 3; i++) expect((await hit('10.0.0.1')).status).toBe(200)
    const limited = await hit('10.0.0.1')
    const body = await expectFailure(limited, 429)
    expect(body.message).toMatch(/Too many requests/)
    expect(limited.headers.get('retry-after')).toBe('45')
    expect((await hit('10.0.0.2')).status).toBe(200)
    time += 45_000 // the next window
    expect((await hit('10.0.0.1')).status).toBe(200)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, then uses its first hop', async () => {
    const untrusting = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '1' } })
    const spoof = (app: typeof untrusting, forwarded: string) =>
      postJson(
        app,
        '/api/test/limited',
        {},
        { 'x-forwarded-for': forwarded },
        fromAddress('10.0.0.9'),
      )
    expect((await spoof(untrusting, '1.1.1.1')).status).toBe(200)
    await expectFailure(await spoof(untrusting, '2.2.2.2'), 429)

    const trusting = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' } })
    expect((await spoof(trusting, '1.1.1.1, 10.0.0.1')).status).toBe(200)
    expect((await spoof(trusting, '2.2.2.2, 10.0.0.1')).status).toBe(200)
    await expectFailure(await spoof(trusting, '1.1.1.1, 10.0.0.1'), 429)
  })

  it('keeps separate budgets per bucket', () => {
    const limiter = createRateLimiter(1, () => 0)
    expect(limiter.hit('a\nip')).toBe(0)
    expect(limiter.hit('b\nip')).toBe(0)
    expect(limiter.hit('a\nip')).toBe(60)
  })
})
