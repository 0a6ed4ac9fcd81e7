/**
 * Applies the plain SQL files of ./migrations (NNN_name.sql) in name order, each once, recording
 * each in schema_migrations within the same transaction as its statements. The same files run on
 * PGlite and on a PostgreSQL server; an advisory lock keeps two gateways starting together on one
 * server from applying a file twice.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from './db'

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
const FILE_NAME = /^\d{3}_[a-z0-9_-]+\.sql$/
// Any fixed number; only the gateway takes this lock.
const MIGRATION_LOCK = 7_214_005

export interface MigrateResult {
  /** True when no migration had been applied before this call: a brand-new database. */
  fresh: boolean
  /** Names of the files applied by this call. */
  applied: string[]
}

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => FILE_NAME.test(name))
    .sort()
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<MigrateResult> {
  const fresh = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`)
    const [row] = await tx.query<{ n: number }>('select count(*) as n from schema_migrations')
    return row?.n === 0
  })

  const applied: string[] = []
  for (const name of migrationFiles(dir)) {
    const sql = readFileSync(`${dir}/${name}`, 'utf8')
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name])
      if (seen.length > 0) return false
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (name) values ($1)', [name])
      return true
    })
    if (done) applied.push(name)
  }
  return { fresh, applied }
}
