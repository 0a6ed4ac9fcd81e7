/**
 * The node-postgres side against a real server, only when TEST_DATABASE_URL is set (a role that
 * may create databases): e.g. `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres`.
 * Each run works in a database of its own, dropped at the end.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareTestRoutes } from '../routes/test'
import { postJson, testApp } from '../testing'
import type { Db } from './db'
import { migrate, migrationFiles } from './migrate'
import { openPostgres } from './postgres'

const adminUrl = process.env.TEST_DATABASE_URL
const name = `scamlock_test_${process.pid}_${Date.now()}`
let db: Db

describe.skipIf(!adminUrl)('PostgreSQL server', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    db = await openPostgres(url.toString())
  })

  afterAll(async () => {
    await db?.close()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  })

  it('migrates once, like PGlite', async () => {
    expect(await migrate(db)).toEqual({ fresh: true, applied: migrationFiles() })
    const [first, second] = await Promise.all([migrate(db), migrate(db)])
    expect(first?.applied).toEqual([])
    expect(second?.applied).toEqual([])
  })

  it('parses rows like PGlite', async () => {
    const [row] = await db.query(
      `select count(*) as n, date '2026-01-31' as d, '{"a":1}'::jsonb as j`,
    )
    expect(row).toEqual({ n: 1, d: '2026-01-31', j: { a: 1 } })
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

  it('creates one row for concurrent identical requests', async () => {
    await prepareTestRoutes(db)
    const app = testApp(db)
    const body = { reference: 'EX-PPPPPPPP', value: 'race' }
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postJson(app, '/api/test/echo-create', body)),
    )
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]))
    expect(await db.query('select * from test_echo')).toEqual([
      { reference: 'EX-PPPPPPPP', value: 'race' },
    ])
  })
})
