import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db'
import { migrate, migrationFiles } from './migrate'
import { freshDb } from './fresh'
import { seed } from '../seed'

let db: Db

beforeAll(async () => {
  db = await freshDb()
})
afterAll(async () => {
  await db.close()
})

describe('migrations', () => {
  it('applies every file once, in order, on a new database', async () => {
    const first = await migrate(db)
    expect(first.fresh).toBe(true)
    expect(first.applied).toEqual(migrationFiles())
    expect(first.applied[0]).toBe('001_idempotency.sql')
    const recorded = await db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    )
    expect(recorded.map((row) => row.name)).toEqual(first.applied)
  })

  it('is a no-op the second time', async () => {
    const second = await migrate(db)
    expect(second).toEqual({ fresh: false, applied: [] })
    const count = await db.query<{ n: number }>('select count(*) as n from schema_migrations')
    expect(count[0]?.n).toBe(migrationFiles().length)
  })

  it('applies only new files, and rolls back a failing one whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scamlock-migrations-'))
    try {
      writeFileSync(join(dir, '001_a.sql'), 'create table mig_a (id int);')
      writeFileSync(join(dir, 'notes.txt'), 'ignored')
      expect((await migrate(db, dir)).applied).toEqual(['001_a.sql'])
      writeFileSync(
        join(dir, '002_b.sql'),
        'create table mig_b (id int); select * from no_such_table;',
      )
      await expect(migrate(db, dir)).rejects.toThrow()
      expect(await db.query(`select to_regclass('public.mig_b') as t`)).toEqual([{ t: null }])
      writeFileSync(join(dir, '002_b.sql'), 'create table mig_b (id int);')
      expect((await migrate(db, dir)).applied).toEqual(['002_b.sql'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('seeds idempotently', async () => {
    const options = { fresh: false, production: false }
    await expect(seed(db, options)).resolves.toEqual({ notes: [] })
    await expect(seed(db, options)).resolves.toEqual({ notes: [] })
  })

  it('parses int8 as a number and date as YYYY-MM-DD', async () => {
    const [row] = await db.query(`select count(*) as n, date '2026-01-31' as d`)
    expect(row).toEqual({ n: 1, d: '2026-01-31' })
  })

  it('rolls a transaction back when its body throws', async () => {
    await db.exec('create table tx_test (id int)')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx_test values ($1)', [1])
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await db.query('select * from tx_test')).toEqual([])
  })
})
