import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RECORDS } from '../demo'
import type { Db } from './db'
import { migrate } from './migrate'
import { freshDb } from './fresh'
import { seed } from '../seed'
import { DISTRICT_TOWNS } from './seed-verification-data'

let db: Db

beforeAll(async () => {
  db = await freshDb()
  await migrate(db)
}, 60_000)
afterAll(async () => {
  await db.close()
})

const counts = async () =>
  (
    await db.query(
      `select (select count(*) from products) as products,
              (select count(*) from organisations) as organisations,
              (select count(*) from promotions) as promotions,
              (select count(*) from documents) as documents,
              (select count(*) from caller_ids) as caller_ids,
              (select count(*) from certifiers) as certifiers`,
    )
  )[0]

describe('verification seed', () => {
  it('fills the registers with the demo records and the sample bulk, all marked sample', async () => {
    await seed(db, { fresh: true, production: false })
    const first = await counts()
    expect(first?.products).toBeGreaterThanOrEqual(3000)
    expect(first?.certifiers).toBeGreaterThanOrEqual(45)
    expect(first).toMatchObject({ organisations: 10, promotions: 5, documents: 5, caller_ids: 6 })
    const unmarked = await db.query(
      `select code from products where not sample union all
       select id from certifiers where not sample`,
    )
    expect(unmarked).toEqual([])
  })

  it('holds every fixed demo record the start banner prints', async () => {
    const codes = DEMO_RECORDS.filter((r) => r.call === 'product/check').map((r) => r.input)
    expect(codes).toEqual([
      'BWP100001',
      'BWP900009',
      'BWP300003',
      'BWP400004',
      'BWP500005',
      'BWP555555',
    ])
    const found = await db.query<{ code: string; status: string }>(
      `select code, status from products where code = any($1) order by code`,
      [codes],
    )
    expect(found).toEqual([
      { code: 'BWP100001', status: 'Registered' },
      { code: 'BWP300003', status: 'Registered' },
      { code: 'BWP400004', status: 'Recalled' },
      { code: 'BWP500005', status: 'Suspended' },
      { code: 'BWP900009', status: 'Reported' },
    ])
    expect(await db.query(`select 1 from documents where reference = 'DOC00012345'`)).toHaveLength(
      1,
    )
    expect(
      await db.query(`select 1 from organisations where registration_number = 'BW00001234567'`),
    ).toHaveLength(1)
  })

  it('places certifiers in all ten districts', async () => {
    const rows = await db.query<{ district: string }>('select distinct district from certifiers')
    expect(new Set(rows.map((row) => row.district))).toEqual(new Set(Object.keys(DISTRICT_TOWNS)))
    expect(Object.keys(DISTRICT_TOWNS)).toHaveLength(10)
  })

  it('runs again without duplicating, and leaves an operator’s changes alone', async () => {
    const before = await counts()
    await db.query(`delete from products where code = 'BWP100002'`)
    await db.query(`update certifiers set name = 'Renamed' where id = 'CRT-001'`)
    await seed(db, { fresh: false, production: false })
    await seed(db, { fresh: false, production: true })
    const after = await counts()
    expect(after).toEqual({ ...before, products: (before?.products as number) - 1 })
    expect(await db.query(`select name from certifiers where id = 'CRT-001'`)).toEqual([
      { name: 'Renamed' },
    ])
  })
})
