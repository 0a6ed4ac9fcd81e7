import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { expectFailure, fromAddress, KEY, postJson, testApp, testDb } from '../testing'
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
    // 3 a minute: one comes back every 20 s, and the message says the same as the header.
    expect(limited.headers.get('retry-after')).toBe('20')
    expect(body.message).toBe('Too many requests. Please wait 20 seconds and try again.')
    expect((await hit('10.0.0.2')).status).toBe(200)
    time += 20_000
    expect((await hit('10.0.0.1')).status).toBe(200)
    await expectFailure(await hit('10.0.0.1'), 429)
  })

  it('lets no more than the limit through around the edge of a minute', async () => {
    let time = 59_900
    const app = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '60' }, now: () => time })
    const statuses: number[] = []
    for (let i = 0; i < 60; i++)
      statuses.push((await postJson(app, '/api/test/limited', {})).status)
    time = 62_400 // 2.5 s later, past the minute's edge
    for (let i = 0; i < 60; i++)
      statuses.push((await postJson(app, '/api/test/limited', {})).status)
    // A fixed window let all 120 through; the bucket lets 60 and then one a second.
    expect(statuses.filter((status) => status === 200).length).toBe(62)
  })

  it('limits creating calls per client on their own budget', async () => {
    const app = testApp(db, {
      vars: { RATE_LIMIT_PER_MINUTE: '1', CREATE_RATE_LIMIT_PER_MINUTE: '2' },
      now: () => 0,
    })
    const register = () =>
      app.request(
        '/api/product/register',
        { method: 'POST', headers: { 'x-api-key': KEY }, body: new FormData() },
        fromAddress('10.0.0.7') as never,
      )
    // Not limited yet: the body is read and refused for what it is.
    expect((await register()).status).toBe(400)
    expect((await register()).status).toBe(400)
    const refused = await register()
    await expectFailure(refused, 429)
    expect(refused.headers.get('retry-after')).toBe('30')
  })

  it('says a second when the wait is one second', async () => {
    const app = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '60' }, now: () => 0 })
    for (let i = 0; i < 60; i++) await postJson(app, '/api/test/limited', {})
    const body = await expectFailure(await postJson(app, '/api/test/limited', {}), 429)
    expect(body.message).toBe('Too many requests. Please wait a second and try again.')
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
