import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CallerIdCheckResult } from '../../../src/shared/schemas/verify'
import { call, verificationFixture, type VerificationFixture } from '../verification/test-support'

let fx: VerificationFixture

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  fx = await verificationFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const check = async (phone: unknown) =>
  (await call<{ data: CallerIdCheckResult }>(fx.app, 'callerId/check', { phone })).body.data

describe('callerId/check', () => {
  it('answers verified for +26771000001 with its owner', async () => {
    expect(await check('+26771000001')).toEqual({
      verdict: 'verified',
      owner: 'Botswana Lottery Services customer line',
      reports: 0,
      sample: true,
    })
  })

  it('answers reported for +26772000002 with the number of reports', async () => {
    expect(await check('+26772000002')).toEqual({ verdict: 'reported', reports: 7, sample: true })
  })

  it('answers not_found with no reports for an unknown number', async () => {
    expect(await check('+26770123456')).toEqual({ verdict: 'not_found', reports: 0 })
  })

  it('normalises by the shared phone rule: spaces, brackets, local form', async () => {
    for (const phone of ['+267 (71) 000 001', '71 000 001', '267 71000001', ' 71000001 ']) {
      expect((await check(phone)).verdict, phone).toBe('verified')
    }
  })
})
