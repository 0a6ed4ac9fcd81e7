/**
 * docs/api.md lists every call of the gateway: a call mounted here and missing there (or the
 * other way round) fails, so the document a clone carries cannot fall behind the code.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import type { Db } from '../db/db'
import { parseEnv } from '../env'
import { silentLogger } from '../http/logger'

const DOC = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')

function mountedCalls(): string[] {
  const app = createApp({
    db: {} as Db,
    env: parseEnv({ NODE_ENV: 'test' }),
    logger: silentLogger,
    testRoutes: false,
    serveApp: false,
  })
  const calls = app.routes
    .filter((route) => route.method === 'POST' || route.method === 'GET')
    .map((route) => route.path)
    .filter((path) => path.startsWith('/api/') && !path.includes('*'))
    .map((path) => path.slice('/api/'.length))
  return [...new Set(calls)].sort()
}

/** The calls the document names in its headings: "### `product/check`". */
function documentedCalls(): string[] {
  return [...DOC.matchAll(/^### `(?:GET |POST )?([^`]+)`/gm)].map((m) => m[1]!).sort()
}

describe('docs/api.md', () => {
  it('documents every call the gateway serves, and no other', () => {
    expect(documentedCalls()).toEqual(mountedCalls())
  })
})
