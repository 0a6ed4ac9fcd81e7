import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from './db/pglite'
import { parseEnv } from './env'
import { startServer } from './main'
import { KEY } from './testing'

/** Sends 1.5 MB of a chunked JSON body, never ends it, and returns what the server sent. */
function stallPastLimit(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (data) => (received += data.toString()))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
    socket.write(
      'POST /api/test/strict HTTP/1.1\r\nHost: x\r\nx-api-key: dev-gateway-key\r\n' +
        'content-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n',
    )
    const chunk = 'x'.repeat(512 * 1024)
    for (let i = 0; i < 3; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-server-'))
const env = parseEnv({ NODE_ENV: 'test' })

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

describe('startServer', () => {
  it('serves on a free port, enforces limits over real HTTP, and closes the database', async () => {
    const server = await startServer({
      env,
      port: 0,
      host: '127.0.0.1',
      dataDir,
      quiet: true,
      testMode: true,
    })
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
      expect(server.port).toBeGreaterThan(0)
      const health = await fetch(`${server.url}/api/health`)
      expect(await health.json()).toEqual({ success: true })

      // Chunked, with no Content-Length: the limit applies while streaming.
      const chunk = new TextEncoder().encode('x'.repeat(256 * 1024))
      const body = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 8; i++) controller.enqueue(chunk)
          controller.close()
        },
      })
      const response = await fetch(`${server.url}/api/test/strict`, {
        method: 'POST',
        headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(response.status).toBe(413)
      expect(await response.json()).toMatchObject({ success: false })

      // A client that stalls past the limit still gets its 413, then the connection closes.
      const stalled = await stallPastLimit(server.port)
      expect(stalled).toMatch(/^HTTP\/1\.1 413 /)
      expect(stalled).toMatch(/connection: close/i)

      const created = await fetch(`${server.url}/api/test/echo-create`, {
        method: 'POST',
        headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ reference: 'EX-0000AAAA', value: 'kept' }),
      })
      expect(created.status).toBe(201)
    } finally {
      await server.close()
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()

    // The folder opens again: the first database was closed cleanly.
    const db = await openPglite(join(dataDir, 'db'))
    try {
      const rows = await db.query('select reference from idempotency_records')
      expect(rows).toEqual([{ reference: 'EX-0000AAAA' }])
    } finally {
      await db.close()
    }
  }, 60_000) // a new database folder (initdb) alone took over 20 s on a busy shared machine

  it('restarts on the same folder without migrating again', async () => {
    const server = await startServer({ env, port: 0, host: '127.0.0.1', dataDir, quiet: true })
    try {
      const rows = await server.db.query('select name from schema_migrations')
      expect(rows.length).toBeGreaterThan(0)
      // No test routes without testMode.
      const response = await fetch(`${server.url}/api/test/strict`, {
        method: 'POST',
        headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(response.status).toBe(404)
    } finally {
      await server.close()
      await server.close() // a second close is harmless
    }
  })

  it('notes a missing built app when serving it', async () => {
    const server = await startServer({
      env,
      port: 0,
      host: '127.0.0.1',
      memory: true,
      quiet: true,
      serveApp: true,
      distDir: join(dataDir, 'no-dist'),
    })
    try {
      expect(server.notes.join('\n')).toMatch(/index\.html is missing/)
    } finally {
      await server.close()
    }
  })
})
