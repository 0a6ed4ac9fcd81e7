/**
 * `schemes/list` on the seeded catalogue: the three schemes of docs/design.md section 5 with the
 * given payouts, add-ons of both types over the sample bands with premiums from 10
 * to 135, the field names of docs/design.md 4a, and a change in the database showing once the cache expires.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AGE_BANDS } from '../../../src/shared/insurance/bands'
import type { FuneralScheme } from '../../../src/shared/insurance/types'
import { configureCatalogue } from '../insurance/catalogue'
import { insuranceFixture, post, type InsuranceFixture } from '../insurance/test-support'

let fx: InsuranceFixture

beforeAll(async () => {
  fx = await insuranceFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const list = async () => {
  const { status, body } = await post<{ success: boolean; data: FuneralScheme[] }>(
    fx.app,
    'schemes/list',
    {},
  )
  expect(status).toBe(200)
  expect(body.success).toBe(true)
  return body.data
}

describe('schemes/list', () => {
  it('lists BOTUFF, BOTUBS and POLOKO with their packages and payouts', async () => {
    const schemes = await list()
    expect(schemes.map((scheme) => scheme.title)).toEqual(['BOTUFF', 'BOTUBS', 'POLOKO'])
    const payouts = Object.fromEntries(
      schemes.flatMap((scheme) => scheme.packages.map((item) => [item.title, item.payout])),
    )
    expect(payouts).toEqual({
      Member: 15000,
      Bronze: 30000,
      Silver: 45000,
      Gold: 55000,
      Diamond: 65000,
      Letshegedi: 20000,
      Lesedi: 25000,
      Lebone: 30000,
      Lerato: 40000,
    })
  })

  it('keeps the field names of the data model and marks the rows as sample data', async () => {
    const [scheme] = await list()
    expect(Object.keys(scheme!).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'imageUrl',
        'category',
        'packages',
        'sample',
        'translations',
      ].sort(),
    )
    expect(scheme!.sample).toBe(true)
    expect(scheme!.imageUrl).toMatch(/^\/images\/schemes\/[a-z]+\.svg$/)
    const item = scheme!.packages[0]!
    expect(Object.keys(item).sort()).toEqual(
      ['id', 'title', 'description', 'premium', 'payout', 'addOns', 'translations'].sort(),
    )
    expect(Object.keys(item.addOns[0]!).sort()).toEqual(
      ['id', 'name', 'premium', 'minAgeRule', 'maxAgeRule', 'type', 'translations'].sort(),
    )
  })

  it('carries each text in French and Setswana beside the English', async () => {
    const schemes = await list()
    const botubs = schemes.find((scheme) => scheme.id === 'botubs')!
    expect(botubs.category).toBe('Burial society')
    expect(botubs.translations?.fr?.category).toBe('Société d’inhumation')
    expect(botubs.translations?.ts?.category).toBe('Mokgatlho wa phitlho')
    const silver = botubs.packages.find((item) => item.title === 'Silver')!
    expect([silver.translations?.fr?.title, silver.translations?.ts?.title]).toEqual([
      'Argent',
      'Selefera',
    ])
    const student = silver.addOns.find((row) => row.name === 'Child in full-time study')!
    expect(student.translations?.fr?.name).toBe('Enfant aux études à plein temps')
    // Every text of the sample has both: none shows in English on a French or Setswana page.
    for (const scheme of schemes) {
      for (const language of ['fr', 'ts'] as const) {
        expect(Object.keys(scheme.translations?.[language] ?? {}).sort()).toEqual([
          'category',
          'description',
          'title',
        ])
        for (const item of scheme.packages) {
          expect(item.translations?.[language]?.title, item.id).toBeTruthy()
          expect(item.translations?.[language]?.description, item.id).toBeTruthy()
          for (const row of item.addOns) {
            expect(row.translations?.[language]?.name, row.id).toBeTruthy()
          }
        }
      }
    }
  })

  it('prices every add-on from 10 to 135 pula, in cents, and age-based ones per band', async () => {
    const schemes = await list()
    const addOns = schemes.flatMap((s) => s.packages.flatMap((p) => p.addOns))
    expect(new Set(addOns.map((a) => a.type))).toEqual(new Set(['Fixed Price', 'Age Based']))
    for (const addOn of addOns) {
      expect(addOn.premium, addOn.id).toBeGreaterThanOrEqual(10)
      expect(addOn.premium, addOn.id).toBeLessThanOrEqual(135)
      expect(Math.round(addOn.premium * 100) / 100).toBe(addOn.premium)
    }
    const lerato = schemes[2]!.packages.find((p) => p.title === 'Lerato')!
    const parent = lerato.addOns.filter((a) => a.name === 'Parent or parent-in-law')
    expect(parent.map((a) => [a.minAgeRule, a.maxAgeRule])).toEqual(AGE_BANDS)
    expect(parent.every((a) => a.type === 'Age Based')).toBe(true)
  })

  it('shows a change made in the database once the short cache has expired', async () => {
    const clock = { time: 0 }
    configureCatalogue(fx.db, 5_000, () => clock.time)
    await list()
    await fx.db.query(`update funeral_schemes set title = 'BOTUFF 2' where id = 'botuff'`)
    expect((await list())[0]!.title).toBe('BOTUFF')
    clock.time = 5_001
    expect((await list())[0]!.title).toBe('BOTUFF 2')
    await fx.db.query(`update funeral_schemes set title = 'BOTUFF' where id = 'botuff'`)
    configureCatalogue(fx.db)
  })

  it('keeps the BRONZE/BOTUBS subpolicy pair', async () => {
    expect(await fx.db.query('select scheme_id, package_id from subpolicies')).toEqual([
      { scheme_id: 'botubs', package_id: 'botubs-bronze' },
    ])
  })
})
