import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PromotionVerifyResult } from '../../../src/shared/schemas/verify'
import { call, verificationFixture, type VerificationFixture } from '../verification/test-support'

let fx: VerificationFixture

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  fx = await verificationFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const verify = async (code: unknown, promo: unknown) =>
  (await call<{ data: PromotionVerifyResult }>(fx.app, 'promotions/verify', { code, promo })).body
    .data

describe('promotions/verify', () => {
  it('answers genuine for PRM2026 / WINTER, running through 2027', async () => {
    expect(await verify('PRM2026', 'WINTER')).toEqual({
      verdict: 'genuine',
      promotion: {
        code: 'PRM2026',
        promo: 'WINTER',
        title: 'Winter Warmer Giveaway',
        organiser: 'Morula Beverages (Pty) Ltd',
        startsAt: '2026-06-01',
        endsAt: '2027-12-31',
        status: 'Approved',
        sample: true,
      },
    })
  })

  it('flags PRM2025 / SUMMER because it has ended; its status stays Approved', async () => {
    expect(await verify('PRM2025', 'SUMMER')).toMatchObject({
      verdict: 'flagged',
      promotion: { endsAt: '2025-03-31', status: 'Approved', reason: 'Ended' },
    })
  })

  it('judges "ended" by the date in Botswana on the day it is asked', async () => {
    const saved = fx.clock.time
    try {
      fx.clock.time = Date.UTC(2027, 11, 31, 21, 59) // 23:59 on 31 December 2027 in Gaborone
      expect((await verify('PRM2026', 'WINTER')).verdict).toBe('genuine')
      fx.clock.time = Date.UTC(2027, 11, 31, 22, 0) // midnight there: 1 January 2028
      expect(await verify('PRM2026', 'WINTER')).toMatchObject({
        verdict: 'flagged',
        promotion: { reason: 'Ended' },
      })
    } finally {
      fx.clock.time = saved
    }
  })

  it('flags a withdrawn promotion and one that has not started', async () => {
    expect(await verify('PRM2026', 'RAFFLE')).toMatchObject({
      verdict: 'flagged',
      promotion: { status: 'Withdrawn', reason: 'Withdrawn' },
    })
    const saved = fx.clock.time
    fx.clock.time = Date.UTC(2026, 9, 1)
    expect(await verify('KSC2026', 'JACKPOT')).toMatchObject({
      verdict: 'flagged',
      promotion: { reason: 'Not started' },
    })
    fx.clock.time = saved
    expect((await verify('KSC2026', 'JACKPOT')).verdict).toBe('genuine')
  })

  it('takes codes in any case', async () => {
    expect((await verify('prm2026', 'winter')).verdict).toBe('genuine')
  })

  it('answers not_found for an unknown pair, even when each half exists', async () => {
    expect(await verify('PRM2026', 'SUMMER')).toEqual({ verdict: 'not_found' })
    expect(await verify('PRM1999', 'WINTER')).toEqual({ verdict: 'not_found' })
  })
})
