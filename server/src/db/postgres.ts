/**
 * A PostgreSQL server through a node-postgres pool, used when DATABASE_URL is set (several gateway
 * processes on one database, docs/design.md section 2). Type parsers match the PGlite side.
 */
import pg from 'pg'
import { type Db, type Queryable, parseDate, parseInt8, TYPE_DATE, TYPE_INT8 } from './db'

const types = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') => {
    if (id === TYPE_INT8) return parseInt8
    if (id === TYPE_DATE) return parseDate
    return pg.types.getTypeParser(id, format)
  }) as typeof pg.types.getTypeParser,
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types, max: 10 })
  // An idle client can lose its connection (server restart); log-free recovery: the pool drops it.
  pool.on('error', () => {})
  await pool.query('select 1') // fail the start now, not on the first request

  const clientQueryable = (client: pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  })

  let closed = false
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[]
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(clientQueryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
