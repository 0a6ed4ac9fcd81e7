/**
 * The embedded database: PGlite (Postgres compiled to WebAssembly) in a folder on disk, or in
 * memory for tests. First open of a new folder runs initdb (about 2.6 s); a reopen is fast.
 */
import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { type Db, type Queryable, parseDate, parseInt8, TYPE_DATE, TYPE_INT8 } from './db'

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params)
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** Opens PGlite in dataDir (created if missing), or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [TYPE_INT8]: parseInt8, [TYPE_DATE]: parseDate },
  })
  const base = wrap(pg)
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (!pg.closed) await pg.close()
    },
  }
}
