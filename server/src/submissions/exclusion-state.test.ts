/**
 * The one definition of an exclusion in force (exclusion-state.ts), on the real database: an
 * approved exclusion is in force from its first to its last day, a cancellation ends it the day
 * before it takes effect, and the register finds the excluded person (the player of a
 * third-party exclusion, never the applicant) by the key an approval records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { lookupKey } from '../../../src/shared/contracts/contract'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { addCase } from '../staff/testing-cases'
import { endedBy, endingSoonOn, inForceOn } from './exclusion-state'

let t: StaffTest
let manager: string

beforeAll(async () => {
  t = await staffTest()
  manager = await signIn(t.app, 'manager@regulator.example')
}, 60_000)

afterAll(async () => {
  await t.close()
})

const approve = async (data: Record<string, unknown>) => {
  const reference = await addCase(t, { kind: 'exclusion', data })
  const response = await staffPost(
    t.app,
    '/api/staff/cases/decide',
    { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' },
    { cookie: manager },
  )
  expect(response.status).toBe(200)
  return reference
}

const states = async (reference: string, today: string) => {
  const [row] = await t.db.query<{ in_force: boolean; ending: boolean; ended: boolean }>(
    `select ${inForceOn('$2')} as in_force, ${endingSoonOn('$2')} as ending,
       ${endedBy('$2')} as ended
     from submissions where reference = $1`,
    [reference, today],
  )
  return row!
}

const dates = async (reference: string) => {
  const [row] = await t.db.query<{ starts_on: string; ends_on: string; excluded_key: string }>(
    `select to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as
       ends_on, excluded_key from submissions where reference = $1`,
    [reference],
  )
  return row!
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('an exclusion in force', () => {
  it('is in force from its first to its last day, ending soon in its last 30 days, then ended', async () => {
    const reference = await approve({ ...SAMPLE_DATA.exclusion, period: 'P6M' })
    const { starts_on, ends_on, excluded_key } = await dates(reference)
    expect(excluded_key).toBe(lookupKey(SAMPLE_DATA.exclusion.applicant.idNumber))
    expect(await states(reference, plusDays(starts_on, -1))).toEqual({
      in_force: false,
      ending: false,
      ended: false,
    })
    expect(await states(reference, starts_on)).toEqual({
      in_force: true,
      ending: false,
      ended: false,
    })
    expect(await states(reference, plusDays(ends_on, -29))).toEqual({
      in_force: true,
      ending: true,
      ended: false,
    })
    expect(await states(reference, ends_on)).toEqual({ in_force: true, ending: true, ended: false })
    expect(await states(reference, plusDays(ends_on, 1))).toEqual({
      in_force: false,
      ending: false,
      ended: true,
    })
  })

  it('ends the day before a cancellation takes effect', async () => {
    const reference = await approve({ ...SAMPLE_DATA.exclusion, period: 'P1Y' })
    const { starts_on } = await dates(reference)
    const from = plusDays(starts_on, 200)
    await t.db.query('update submissions set cancelled_from = $2 where reference = $1', [
      reference,
      from,
    ])
    expect((await states(reference, plusDays(from, -1))).in_force).toBe(true)
    expect(await states(reference, from)).toEqual({ in_force: false, ending: false, ended: true })
  })

  it('is recorded against the player of a third-party exclusion, not the applicant', async () => {
    const data = SAMPLE_DATA.exclusion
    const reference = await approve({
      ...data,
      kind: 'third-party',
      period: 'P1Y',
      player: { ...data.applicant, fullName: 'Kabo Player', idNumber: '998877665' },
      relationship: 'spouse',
      description: 'Gambles away the rent.',
    })
    expect((await dates(reference)).excluded_key).toBe('998877665')
  })
})
