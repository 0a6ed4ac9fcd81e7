/**
 * A gateway as the start command runs it, without SMTP_URL and SMS_URL outside production: its
 * start notes say where messages go, and its own job writes a queued message there within
 * seconds, without anyone asking.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { startServer } from '../main'
import { enqueueMessage } from './queue'

const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('a started gateway', () => {
  it('says where messages go, and sends what is queued by its own job', async () => {
    const server = await startServer({
      env: parseEnv({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      dataDir,
      memory: true,
      quiet: true,
    })
    try {
      const folder = join(dataDir, 'messages')
      expect(server.notes).toContain(
        `Messages are not sent but written as files in ${folder}: email (no SMTP_URL), SMS (no SMS_URL).`,
      )
      const { id } = await enqueueMessage(server.db, {
        channel: 'sms',
        to: '+26771234567',
        text: 'Your sign-in code is 481 273',
        language: 'en',
        kind: 'member.sign-in-code',
      })
      const file = join(folder, `message-${id}.json`)
      const started = Date.now()
      while (!existsSync(file)) {
        expect(Date.now() - started).toBeLessThan(10_000)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ to: '+26771234567' })
      const [row] = await server.db.query<{ state: string }>(
        'select state from messages where id = $1',
        [id],
      )
      expect(row).toEqual({ state: 'sent' })
    } finally {
      await server.close()
    }
  })
})
