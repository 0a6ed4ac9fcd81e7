/**
 * Chooses the database for a start: a PostgreSQL server when DATABASE_URL is set, otherwise
 * PGlite in `${DATA_DIR}/db`, or in memory when asked (tests).
 */
import { join } from 'node:path'
import type { Db } from './db'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

export interface OpenDbOptions {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  memory?: boolean | undefined
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  if (options.memory) return openPglite()
  return openPglite(join(options.dataDir ?? './data', 'db'))
}
