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
})
