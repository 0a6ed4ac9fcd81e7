import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrganisationVerifyResult } from '../../../src/shared/schemas/verify'
import { call, verificationFixture, type VerificationFixture } from '../verification/test-support'

let fx: VerificationFixture

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  fx = await verificationFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const verify = async (query: unknown) =>
  (await call<{ data: OrganisationVerifyResult }>(fx.app, 'organisation/verify', { query })).body
    .data

describe('organisation/verify', () => {
  it('answers genuine for the registration number BW00001234567, in any case', async () => {
    for (const query of ['BW00001234567', 'bw00001234567', ' BW00001234567 ']) {
      expect(await verify(query), query).toEqual({
        verdict: 'genuine',
        organisation: {
          name: 'Botswana Lottery Services (Pty) Ltd',
          registrationNumber: 'BW00001234567',
          licence: 'National lottery NL-001',
          status: 'Licensed',
          validUntil: '2028-03-31',
          verdict: 'genuine',
          sample: true,
        },
      })
    }
  })

  it('finds one organisation by part of its name, case-insensitive', async () => {
    const result = await verify('okavango BETTING')
    expect(result.verdict).toBe('genuine')
    expect(result.organisation?.registrationNumber).toBe('BW00005678901')
    expect(result.matches).toBeUndefined()
  })

  it('lists several matches by name, each with its verdict, and identifies none', async () => {
    const result = await verify('kalahari')
    expect(result.verdict).toBe('not_found')
    expect(result.organisation).toBeUndefined()
    expect(result.matches?.map((m) => [m.name, m.verdict, m.reason])).toEqual([
      ['Kalahari Gaming Holdings', 'flagged', 'Licence expired'],
      ['Kalahari Lotteries (Pty) Ltd', 'flagged', 'Licence suspended'],
      ['Kalahari Sun Casino (Pty) Ltd', 'genuine', undefined],
    ])
  })

  it('picks the organisation whose whole name is the query among several', async () => {
    await fx.db.query(
      `insert into organisations (registration_number, name, licence, status, valid_until)
       values ('BW00099999999', 'Kalahari Gaming Holdings Two', 'Casino CL-099', 'Licensed', '2030-01-01')`,
    )
    const result = await verify('kalahari gaming holdings')
    expect(result.organisation?.registrationNumber).toBe('BW00004567890')
    expect(result.matches).toBeUndefined()
    // A record that was not seeded carries no sample mark.
    expect((await verify('BW00099999999')).organisation).not.toHaveProperty('sample')
    await fx.db.query(`delete from organisations where registration_number = 'BW00099999999'`)
  })

  it('flags a suspended, a revoked and an expired licence', async () => {
    expect(await verify('BW00003456789')).toMatchObject({
      verdict: 'flagged',
      organisation: { status: 'Suspended', reason: 'Licence suspended' },
    })
    expect(await verify('BW00007890123')).toMatchObject({
      verdict: 'flagged',
      organisation: { status: 'Revoked', reason: 'Licence revoked' },
    })
    // Still "Licensed" on record, but its end date (2025-12-31) has passed.
    expect(await verify('BW00004567890')).toMatchObject({
      verdict: 'flagged',
      organisation: { status: 'Licensed', reason: 'Licence expired' },
    })
  })

  it('answers not_found for an unknown name or number', async () => {
    expect(await verify('Nowhere Holdings')).toEqual({ verdict: 'not_found' })
    expect(await verify('BW99999999999')).toEqual({ verdict: 'not_found' })
  })

  it('treats % and _ in the query as plain characters', async () => {
    expect(await verify('%%')).toEqual({ verdict: 'not_found' })
    expect(await verify('__')).toEqual({ verdict: 'not_found' })
  })
})
