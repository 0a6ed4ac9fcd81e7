/**
 * A PostgreSQL server for the tests that need one (imported by *.test.ts and benches only):
 *
 * - TEST_DATABASE_URL or DATABASE_URL, when set (the test command's own throwaway cluster, or
 *   one a developer runs): its role must be allowed to create databases;
 * - else a throwaway cluster of its own (as with-postgres.sh makes), when `initdb` and `pg_ctl` are
 *   installed: a temporary folder, trust authentication on 127.0.0.1 and a private port,
 *   started as the `postgres` user when we are root (initdb refuses root), removed at stop;
 * - else none, and the caller skips with `reason`.
 *
 * Each caller then works in a database of its own (`createDatabase`), dropped at the end.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export interface PostgresServer {
  /** A URL of a role that may create databases. */
  adminUrl: string
  stop(): Promise<void>
}

/** Where initdb and pg_ctl are: on PATH, or Debian's versioned folder. */
function binaries(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return undefined
  for (const version of readdirSync(debian).sort().reverse()) {
    const dir = join(debian, version, 'bin')
    if (existsSync(join(dir, 'initdb'))) return dir
  }
  return undefined
}

/** Why there is no server, or undefined when there is one to use. */
export function postgresUnavailable(): string | undefined {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || binaries()) return undefined
  return 'No PostgreSQL: set TEST_DATABASE_URL (or DATABASE_URL), or install initdb and pg_ctl'
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgres(): Promise<PostgresServer> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (given) return { adminUrl: given, stop: async () => {} }
  const bin = binaries()
  if (!bin) throw new Error(postgresUnavailable())

  const dir = mkdtempSync(join(tmpdir(), 'scamlock-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const file = join(bin, command)
    if (!asRoot) return execFileSync(file, args, { stdio: 'pipe' })
    return execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
  }
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0)
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`
  run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', join(dir, 'log'), 'start'])
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new database on the server; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name: ${name}`)
  await admin(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name: ${name}`)
  await admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
}
