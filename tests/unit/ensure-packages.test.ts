// @vitest-environment node
/**
 * `npm test` installs what its browser and PostgreSQL tests need with apt-get where it may
 * (scripts/ensure-chromium.sh, ensure-postgres.sh): it says what it installs and why before
 * apt-get runs, and otherwise what to install. Run with a stand-in apt-get that only says it
 * was called, on a PATH of stand-ins only (chromium, ffmpeg, postgresql and sudo look missing).
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const bin = mkdtempSync(join(tmpdir(), 'scamlock-ensure-'))
afterAll(() => rmSync(bin, { recursive: true, force: true }))

function tool(name: string, script: string) {
  writeFileSync(join(bin, name), `#!/bin/sh\n${script}\n`)
  chmodSync(join(bin, name), 0o755)
}
tool('apt-get', 'echo "apt-get $*"')

function run(script: string, uid: number) {
  tool('id', `echo ${uid}`)
  const result = spawnSync('/bin/bash', [`scripts/${script}`], {
    env: { PATH: bin, CHROMIUM_PATH: join(bin, 'no-chromium') },
    encoding: 'utf8',
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('the packages npm test installs', () => {
  it('says which browser-test packages it installs and why, before apt-get', () => {
    const { status, stdout } = run('ensure-chromium.sh', 0)
    expect(status).toBe(0)
    const said = stdout.indexOf('The browser tests need Debian packages that are missing')
    expect(said).toBeGreaterThanOrEqual(0)
    expect(stdout).toContain('chromium: the browser the tests drive')
    expect(stdout).toContain('ffmpeg: turns QR images into the fake camera feed')
    expect(said).toBeLessThan(stdout.indexOf('apt-get update'))
    expect(stdout.indexOf('apt-get update')).toBeLessThan(stdout.indexOf('apt-get install'))
  })

  it('says the same and what to run when it may not install', () => {
    const { status, stdout, stderr } = run('ensure-chromium.sh', 1000)
    expect(status).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('ffmpeg: turns QR images into the fake camera feed')
    expect(stderr).toContain('sudo apt-get install -y chromium ffmpeg')
  })

  it('says why it installs postgresql, before apt-get', () => {
    const { status, stdout } = run('ensure-postgres.sh', 0)
    expect(status).toBe(0)
    const said = stdout.indexOf('The gateway tests run a second time on a PostgreSQL server')
    expect(said).toBeGreaterThanOrEqual(0)
    expect(said).toBeLessThan(stdout.indexOf('apt-get update'))
  })
})
