/**
 * Test support for gateway tests (imported by *.test.ts only): a fresh gateway on a fresh
 * database (in-memory PGlite, or a PostgreSQL server when TEST_DATABASE_URL is set:
 * db/fresh.ts) with the test routes, request shorthands, and the envelope assertion every
 * failure answer must pass.
 */
import { afterAll, beforeAll, expect } from 'vitest'
import { createApp, type AppOptions } from './app'
import type { Db } from './db/db'
import { migrate } from './db/migrate'
import { freshDb } from './db/fresh'
import { parseEnv } from './env'
import { silentLogger } from './http/logger'
import { prepareTestRoutes } from './routes/test'

export const KEY = 'dev-gateway-key'

export async function testDb(): Promise<Db> {
  const db = await freshDb()
  await migrate(db)
  await prepareTestRoutes(db)
  return db
}

export function testApp(
  db: Db,
  overrides: Partial<AppOptions> & { vars?: Record<string, string> } = {},
) {
  const { vars, ...options } = overrides
  return createApp({
    db,
    env: parseEnv({ NODE_ENV: 'test', ...vars }),
    logger: silentLogger,
    testRoutes: true,
    serveApp: false,
    ...options,
  })
}

export type TestApp = ReturnType<typeof testApp>

/**
 * A fresh gateway for the test file: call at the top level, read `.app` and `.db` in tests.
 * The database opens before the file's tests and closes after them.
 */
export function useTestGateway(overrides: Parameters<typeof testApp>[1] = {}) {
  const gateway = {} as { db: Db; app: TestApp }
  beforeAll(async () => {
    gateway.db = await testDb()
    gateway.app = testApp(gateway.db, overrides)
  })
  afterAll(async () => {
    await gateway.db?.close()
  })
  return gateway
}

/** POST JSON with the key; `headers` adds or (with undefined) removes headers. */
export function postJson(
  app: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string | undefined> = {},
  bindings?: unknown,
) {
  const all: Record<string, string> = {}
  for (const [name, value] of Object.entries({
    'content-type': 'application/json',
    'x-api-key': KEY,
    ...headers,
  })) {
    if (value !== undefined) all[name] = value
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return app.request(path, { method: 'POST', headers: all, body: text }, bindings as never)
}

export function postForm(
  app: TestApp,
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'x-api-key': KEY, ...headers },
    body: form,
  })
}

/** Asserts status and the failure envelope; returns the body. */
export async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { success: unknown; message: unknown; errors?: unknown }
  expect(body.success).toBe(false)
  expect(typeof body.message).toBe('string')
  expect((body.message as string).length).toBeGreaterThan(0)
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors)).toBe(true)
    for (const error of body.errors as unknown[]) {
      expect(error).toEqual({ path: expect.any(String), message: expect.any(String) })
    }
  }
  return body as { success: false; message: string; errors?: { path: string; message: string }[] }
}

/** Bytes of a given size (for over-limit bodies). */
export const bytes = (size: number, fill = 97) => new Uint8Array(size).fill(fill)

/** A client address as @hono/node-server passes it. */
export const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
