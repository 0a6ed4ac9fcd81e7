/**
 * The bare React + TanStack Router page (scripts/bare-page), the yardstick of docs/design.md
 * section 7: built by the same Vite, with the same React plugin and target as the app, into a
 * temporary folder (build output is never committed), and served like the app: the gateway's
 * own static middleware (server/src/http/static.ts) behind the same gzip middleware, so the
 * scripts of both are sent alike.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import react from '@vitejs/plugin-react'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { build } from 'vite'
import { appShell } from '../../server/src/http/static'

export interface Served {
  url: string
  close(): Promise<void>
}

const ROOT = join(import.meta.dirname, '..', 'bare-page')

/** Builds the bare page into a new temporary folder; `remove()` deletes it. */
export async function buildBarePage(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'scamlock-bare-'))
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Serves a built folder on a loopback port, gzipped as the gateway serves the app. */
export async function serveBuilt(dir: string): Promise<Served> {
  const app = new Hono()
  app.use(compress({ encoding: 'gzip' }))
  app.use(appShell(dir))
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
