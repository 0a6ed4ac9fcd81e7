/**
 * A fresh, empty database for one gateway test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (a role that may create databases, e.g. the
 * throwaway cluster of scripts/with-postgres.sh), a new database of its own there, dropped
 * when it is closed. So the whole gateway suite runs on both engines with the same tests
 * (docs/design.md section 2); `npm test` runs it twice.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Db } from './db'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

/** The server the tests run on, if any (read here, for tests only). */
export const testServerUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function freshDb(): Promise<Db> {
  const url = testServerUrl()
  if (!url) return openPglite()
  const name = `scamlock_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await admin(url, (client) => client.query(`create database ${name}`))
  const target = new URL(url)
  target.pathname = `/${name}`
  const db = await openPostgres(target.toString())
  let dropped: Promise<void> | undefined
  return {
    ...db,
    close() {
      dropped ??= db
        .close()
        .then(() => admin(url, (client) => client.query(`drop database if exists ${name}`)))
        .then(() => undefined)
      return dropped
    },
  }
}
