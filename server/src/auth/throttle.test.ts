import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, testApp } from '../testing'
import { PASSWORD, staffPost, staffTest, type StaffTest } from './testing'
import {
  BASE_DELAY_MS,
  countersFor,
  DECAY_MS,
  decayed,
  delayAfter,
  FREE,
  MAX_DELAY_MS,
} from './throttle'

let t: StaffTest

beforeAll(async () => {
  t = await staffTest()
}, 60_000)
afterAll(async () => {
  await t.close()
})

const login = (email: string, password: string, from: string) =>
  staffPost(t.app, '/api/auth/login', { email, password }, { from })

const fail = (email: string, from: string) => login(email, 'wrong-password', from)

describe('the backoff', () => {
  it('lets the free failures through, then doubles from 15 s up to 15 minutes', () => {
    expect(delayAfter(FREE.pair - 1, FREE.pair)).toBe(0)
    expect(delayAfter(FREE.pair, FREE.pair)).toBe(BASE_DELAY_MS)
    expect(delayAfter(FREE.pair + 1, FREE.pair)).toBe(2 * BASE_DELAY_MS)
    expect(delayAfter(FREE.pair + 10, FREE.pair)).toBe(MAX_DELAY_MS)
    expect(delayAfter(10_000, FREE.pair)).toBe(MAX_DELAY_MS)
  })

  it('forgets one failure per 15 minutes of quiet', () => {
    expect(decayed(8, DECAY_MS - 1)).toBe(8)
    expect(decayed(8, DECAY_MS)).toBe(7)
    expect(decayed(8, 3 * DECAY_MS)).toBe(5)
    expect(decayed(8, 100 * DECAY_MS)).toBe(0)
  })
})

describe('sign-in lockout', () => {
  it('locks an account from one client after 5 failures, even for the right password', async () => {
    const email = 'manager@regulator.example'
    for (let i = 0; i < FREE.pair; i++) await expectFailure(await fail(email, '10.1.0.1'), 401)
    const locked = await login(email, PASSWORD, '10.1.0.1')
    const body = await expectFailure(locked, 429)
    expect(body.message).toBe('Too many failed sign-ins. Wait, then try again.')
    // That refused attempt counted on its own pair: the wait it was told is the next step.
    expect(locked.headers.get('retry-after')).toBe(String((2 * BASE_DELAY_MS) / 1000))
    t.clock.now += 10_000
    // Early again: counted again, and the wait starts over, longer.
    const early = await fail(email, '10.1.0.1')
    await expectFailure(early, 429)
    expect(early.headers.get('retry-after')).toBe(String((4 * BASE_DELAY_MS) / 1000))
    t.clock.now += 4 * BASE_DELAY_MS
    expect((await login(email, PASSWORD, '10.1.0.1')).status).toBe(200)
    // A success starts the account's counters again.
    await expectFailure(await fail(email, '10.1.0.1'), 401)
    await expectFailure(await fail(email, '10.1.0.1'), 401)
  })

  it('does not lock the person out from their own address while someone guesses from another', async () => {
    const email = 'auditor@union.example'
    // The attacker waits out each lock and tries again.
    for (let i = 0; i < FREE.pair + 3; i++) {
      const response = await fail(email, '10.2.0.66')
      t.clock.now += Number(response.headers.get('retry-after') ?? 0) * 1000
    }
    await fail(email, '10.2.0.66')
    await expectFailure(await fail(email, '10.2.0.66'), 429)
    expect((await login(email, PASSWORD, '10.2.0.7')).status).toBe(200)
  })

  it('slows guessing spread over many addresses after 100 failures of one account', async () => {
    const email = 'agent@verify.example'
    expect(FREE.account).toBe(100)
    for (let i = 0; i < FREE.account; i++)
      await expectFailure(await fail(email, `10.3.${i >> 8}.${i & 255}`), 401)
    await expectFailure(await login(email, PASSWORD, '10.3.1.1'), 429)
    t.clock.now += BASE_DELAY_MS
    expect((await login(email, PASSWORD, '10.3.1.1')).status).toBe(200)
  })

  it('slows one address trying many accounts after 30 failures (password spraying)', async () => {
    for (let i = 0; i < FREE.client; i++) {
      await expectFailure(await fail(`spray${i}@union.example`, '10.4.0.1'), 401)
    }
    await expectFailure(await login('manager@union.example', PASSWORD, '10.4.0.1'), 429)
    expect((await login('manager@union.example', PASSWORD, '10.4.0.2')).status).toBe(200)
  })

  it('never locks for good: the wait is capped and failures decay with quiet time', async () => {
    const email = 'system-administrator@verify.example'
    const from = '10.5.0.1'
    for (let i = 0; i < 40; i++) {
      const response = await fail(email, from)
      expect([401, 429]).toContain(response.status)
      const retry = Number(response.headers.get('retry-after') ?? 0)
      expect(retry * 1000).toBeLessThanOrEqual(MAX_DELAY_MS)
      t.clock.now += retry * 1000
    }
    // The longest wait is 15 minutes after the last failure.
    t.clock.now += MAX_DELAY_MS
    expect((await login(email, PASSWORD, from)).status).toBe(200)
  })

  it('counts the same for an unknown email, so a lockout tells nothing about accounts', async () => {
    for (let i = 0; i < FREE.pair; i++) await fail('ghost@verify.example', '10.6.0.1')
    await expectFailure(await fail('ghost@verify.example', '10.6.0.1'), 429)
  })

  it('lets the real person in from their address while an attacker hammers from another', async () => {
    const email = 'manager@verify.example'
    const attacker = '10.8.0.66'
    const person = '10.8.0.7'
    // The testers' run: about 20 wrong guesses (here from as many addresses), then one a
    // second from one address for 20 minutes; every minute the real person, at their own
    // address, signs in with the right password, and gets in at once.
    for (let i = 0; i < 20; i++) await expectFailure(await fail(email, `10.8.1.${i}`), 401)
    const statuses: number[] = []
    for (let second = 0; second < 20 * 60; second++) {
      statuses.push((await fail(email, attacker)).status)
      if (second % 60 === 30) {
        const response = await login(email, PASSWORD, person)
        expect(response.status, `the person at second ${second}`).toBe(200)
      }
      t.clock.now += 1000
    }
    // The attacker had its five guesses checked; every later one was refused unchecked, and
    // kept its own address waiting (a guess every second never sees the wait end).
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE.pair)
    expect(statuses.slice(FREE.pair).every((status) => status === 429)).toBe(true)
    // Refused guesses never count on the account: only checked ones do (and the person's
    // success cleared those).
    const [account] = await t.db.query<{ failures: number }>(
      'select failures from sign_in_failures where key = $1',
      [countersFor(email, attacker)[1]!.key],
    )
    expect(account?.failures ?? 0).toBeLessThanOrEqual(FREE.pair)
    // The attacker's own address is still held: its wait did not run out while it hammered.
    await expectFailure(await login(email, PASSWORD, attacker), 429)
  }, 120_000)

  it('counts as one across several gateways on one database, a burst included', async () => {
    const other = testApp(t.db, {
      now: () => t.clock.now,
      vars: { RATE_LIMIT_PER_MINUTE: '100000' },
    })
    const email = 'agent@union.example'
    const from = '10.9.1.1'
    const via = (gateway: typeof t.app) =>
      staffPost(gateway, '/api/auth/login', { email, password: 'wrong-password' }, { from })
    // Alternating gateways: the pair's allowance is spent once, not once per gateway.
    for (let i = 0; i < FREE.pair; i++) {
      await expectFailure(await via(i % 2 ? other : t.app), 401)
    }
    await expectFailure(await via(other), 429)
    t.clock.now += MAX_DELAY_MS
    // Ten at once over both gateways, from a fresh allowance: five checked, the rest refused.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffPost(
          i % 2 ? other : t.app,
          '/api/auth/login',
          { email, password: 'wrong-password' },
          { from: '10.9.1.2' },
        ),
      ),
    )
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE.pair)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - FREE.pair)
  })

  it('keeps the counters in the database, not as emails', async () => {
    const keys = await t.db.query<{ key: string }>('select key from sign_in_failures')
    expect(keys.length).toBeGreaterThan(0)
    for (const { key } of keys) expect(key).not.toMatch(/@/)
  })
})
