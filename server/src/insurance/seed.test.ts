import { afterEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { testDb } from '../testing'
import { seedInsurance } from './seed'
import { SAMPLE_SCHEMES } from './seed-data'

let db: Db | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

describe('the sample catalogue', () => {
  it('is written once when two starts seed a new database at the same time', async () => {
    db = await testDb()
    await Promise.all([seedInsurance(db), seedInsurance(db)])
    const [schemes] = await db.query<{ n: number }>(
      'select count(*)::int as n from funeral_schemes',
    )
    expect(schemes?.n).toBe(SAMPLE_SCHEMES.length)
  })

  it('leaves a catalogue the union has changed as it is on the next start', async () => {
    db = await testDb()
    await seedInsurance(db)
    await db.query(`update funeral_schemes set title = 'Renamed' where id = $1`, [
      SAMPLE_SCHEMES[0]!.id,
    ])
    await seedInsurance(db)
    const [row] = await db.query<{ title: string }>(
      'select title from funeral_schemes where id = $1',
      [SAMPLE_SCHEMES[0]!.id],
    )
    expect(row?.title).toBe('Renamed')
  })

  it('gives a catalogue seeded before translations the sample’s, where it is still as seeded', async () => {
    db = await testDb()
    await seedInsurance(db)
    // As a database seeded before migration 016 has it, then one scheme renamed by the union.
    for (const table of ['funeral_schemes', 'packages', 'add_ons']) {
      await db.query(`update ${table} set translations = '{}'::jsonb`)
    }
    await db.query(`update funeral_schemes set title = 'Renamed', version = 2 where id = 'botuff'`)
    await seedInsurance(db)
    const schemes = await db.query<{ id: string; translations: Record<string, unknown> }>(
      'select id, translations from funeral_schemes order by id',
    )
    expect(schemes.map((row) => [row.id, Object.keys(row.translations).sort()])).toEqual([
      ['botubs', ['fr', 'ts']],
      ['botuff', []],
      ['poloko', ['fr', 'ts']],
    ])
    const [silver] = await db.query<{ translations: { fr?: { title?: string } } }>(
      `select translations from packages where id = 'botubs-silver'`,
    )
    expect(silver?.translations.fr?.title).toBe('Argent')
    const [untranslated] = await db.query<{ n: number }>(
      `select count(*)::int as n from add_ons where translations = '{}'::jsonb`,
    )
    expect(untranslated?.n).toBe(0)
  })
})
