// @vitest-environment node
/**
 * The API client, the outbox's sender, the staff file reader and the gateway's own checks once
 * each kept their copy of these values, and the copies could drift (an outbox entry sent with
 * another timeout or header than the same call made by the page). Now they read
 * src/shared/transport.ts; this test fails when a copy comes back.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const HOME = 'src/shared/transport.ts'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

// The app and the gateway's HTTP layer (the fuzzers and benches play outside clients).
const FILES = [...sources(join(root, 'src')), ...sources(join(root, 'server/src/http'))]
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => path !== HOME)

const COPIES: Array<[string, RegExp]> = [
  ['the key header', /['"]x-api-key['"]/i],
  ['the idempotency header', /['"]idempotency-key['"]/i],
  ['a call timeout', /\bconst (MULTIPART_)?TIMEOUT_MS = (30|120)_000\b/],
  ['the success statuses', /\bSUCCESS_STATUSES\b[^=\n]*= \[/],
]

describe('the transport constants', () => {
  it.each(COPIES)('%s is written once, in src/shared/transport.ts', (_name, copy) => {
    expect(FILES.filter(({ text }) => copy.test(text)).map(({ path }) => path)).toEqual([])
  })
})
