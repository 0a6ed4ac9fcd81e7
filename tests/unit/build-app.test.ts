// @vitest-environment node
/**
 * `npm start` builds the app only when what the build reads changed (scripts/build-app.ts):
 * on a copy of the repository's shape in a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { inputsDigest, isUpToDate, writeStamp } from '../../scripts/build-app'

const root = mkdtempSync(join(tmpdir(), 'scamlock-build-app-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

beforeEach(() => {
  rmSync(root, { recursive: true, force: true })
  write('src/main.tsx', 'start()')
  write('locales/fr/messages.po', 'msgid ""')
  write('index.html', '<div id="root"></div>')
  write('package-lock.json', '{}')
  write('README.md', '# ScamLock')
  write('server/src/main.ts', 'serve()')
})

describe('the build of npm start', () => {
  it('sees a change to a source, a catalog, the lockfile or a VITE_ setting', () => {
    const env = { VITE_API_HOST: 'https://api.example.org', PATH: '/usr/bin' }
    const first = inputsDigest(root, env)
    expect(inputsDigest(root, env)).toBe(first)

    // What the build does not read.
    write('README.md', '# ScamLock, edited')
    write('server/src/main.ts', 'serve(again)')
    expect(inputsDigest(root, { ...env, PATH: '/bin', PORT: '3000' })).toBe(first)

    expect(inputsDigest(root, { ...env, VITE_API_HOST: 'https://other.example.org' })).not.toBe(
      first,
    )
    for (const [path, text] of [
      ['src/main.tsx', 'start(now)'],
      ['src/new-page.tsx', 'page()'],
      ['locales/fr/messages.po', 'msgid "Bonjour"'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      const before = inputsDigest(root, env)
      write(path, text)
      expect(inputsDigest(root, env), path).not.toBe(before)
    }
  })

  it('is up to date only while dist/ holds the build of these very inputs', () => {
    const inputs = inputsDigest(root, {})
    expect(isUpToDate(root, inputs)).toBe(false)

    write('dist/index.html', '<script src="/assets/index-a1.js"></script>')
    writeStamp(root, inputs)
    expect(isUpToDate(root, inputs)).toBe(true)

    write('src/main.tsx', 'start(changed)')
    expect(isUpToDate(root, inputsDigest(root, {}))).toBe(false)

    // Another build replaced dist/, or it was removed.
    write('dist/index.html', '<script src="/assets/index-b2.js"></script>')
    expect(isUpToDate(root, inputs)).toBe(false)
    rmSync(join(root, 'dist'), { recursive: true })
    expect(isUpToDate(root, inputs)).toBe(false)
  })
})
