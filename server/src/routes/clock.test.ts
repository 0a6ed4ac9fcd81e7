/**
 * `test/clock`: moves the gateway's clock forward outside production, for every gateway on the
 * database at once (the offset is a row), and does not exist in production.
 */
import { describe, expect, it } from 'vitest'
import { todayInBotswana } from '../../../src/shared/insurance/age'
import { DAY_MS, gatewayClock } from '../clock'
import { parseEnv } from '../env'
import { expectFailure, postJson, testApp, useTestGateway } from '../testing'

const gateway = useTestGateway()

interface ClockAnswer {
  offsetDays: number
  now: string
  today: string
}

async function moveClock(app: ReturnType<typeof testApp>, body: unknown): Promise<ClockAnswer> {
  const answer = await postJson(app, '/api/test/clock', body)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: ClockAnswer }).data
}

describe('test/clock', () => {
  it('moves the clock forward by whole days, for every gateway on the database', async () => {
    const before = Date.now()
    const moved = await moveClock(gateway.app, { addDays: 30 })
    expect(moved.offsetDays).toBe(30)
    const now = Date.parse(moved.now)
    expect(now).toBeGreaterThanOrEqual(before + 30 * DAY_MS)
    expect(now).toBeLessThan(Date.now() + 30 * DAY_MS + 1)
    expect(moved.today).toBe(todayInBotswana(new Date(now)))

    // A second gateway on the same database reads the same clock, and moves it further.
    const other = testApp(gateway.db)
    expect((await moveClock(other, { addDays: 0 })).offsetDays).toBe(30)
    expect((await moveClock(other, { addDays: 5 })).offsetDays).toBe(35)
    const clock = gatewayClock(gateway.db, parseEnv({ NODE_ENV: 'test' }))
    expect(await clock.now()).toBeGreaterThanOrEqual(before + 35 * DAY_MS)
    expect(await clock.today()).toBe(todayInBotswana(new Date(Date.now() + 35 * DAY_MS)))

    // In production the offset is never read, even if a row was left from development.
    const production = gatewayClock(gateway.db, parseEnv({ NODE_ENV: 'production' }))
    expect(Math.abs((await production.now()) - Date.now())).toBeLessThan(1000)

    const reset = await moveClock(gateway.app, { reset: true })
    expect(reset.offsetDays).toBe(0)
    expect(reset.today).toBe(todayInBotswana())
  })

  it('refuses anything but a forward whole number of days, or reset', async () => {
    for (const body of [
      { addDays: -1 },
      { addDays: 1.5 },
      { addDays: '30' },
      { addDays: 3651 },
      { addDays: 1, reset: true },
      { reset: false },
      {},
      { days: 1 },
    ]) {
      const failure = await expectFailure(await postJson(gateway.app, '/api/test/clock', body), 400)
      expect(failure.message).toBe('Invalid input')
    }
  })

  it('exists in development without TEST_ROUTES', async () => {
    const app = testApp(gateway.db, { vars: { NODE_ENV: 'development' }, testRoutes: false })
    expect((await moveClock(app, { addDays: 0 })).offsetDays).toBe(0)
  })

  it('does not exist in production: 404', async () => {
    for (const testRoutes of [false, true]) {
      const app = testApp(gateway.db, { vars: { NODE_ENV: 'production' }, testRoutes })
      await expectFailure(await postJson(app, '/api/test/clock', { addDays: 30 }), 404)
    }
    const [count] = await gateway.db.query<{ n: number }>(
      'select count(*)::int as n from gateway_clock',
    )
    expect(count?.n).toBe(0)
  })
})
