/**
 * Starts the real gateway, with a fresh embedded database, serving the production build in
 * dist/ (scripts/test.sh builds it first), on a free loopback port. Every browser test file
 * talks to it; nothing of our own API is mocked.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../server/src/main'
import { uploadTempRoot } from '../../server/src/http/upload-temp'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    staffPassword: string
    /** The gateway's data folder: its emails are files in messages/ (outside production). */
    dataDir: string
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(process.env.DIST_DIR ?? 'dist', 'index.html'))) {
    throw new Error('No production build in dist/: run `npx vite build` first (npm test does).')
  }
  // Every browser test file shares this gateway: the per-client limit of verification calls
  // (tested in the gateway tests) would otherwise trip across files.
  process.env.RATE_LIMIT_PER_MINUTE ??= '100000'
  // The demo staff accounts' password, known to the staff browser tests.
  process.env.DEMO_STAFF_PASSWORD ??= 'browser-test-staff'
  const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-e2e-'))
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: process.env.DIST_DIR ?? 'dist',
    serveApp: true,
    testMode: true,
    quiet: true,
  })
  project.provide('baseUrl', server.url)
  project.provide('staffPassword', process.env.DEMO_STAFF_PASSWORD)
  project.provide('dataDir', dataDir)
  return async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
    // Under test, uploads wait in the system's temporary directory (http/upload-temp.ts).
    rmSync(uploadTempRoot(server.env), { recursive: true, force: true })
  }
}
