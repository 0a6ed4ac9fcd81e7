/**
 * Two gateway processes on one PostgreSQL database and one real SMTP server (in this process,
 * messages/smtp-testing.ts), as behind a balancer: every queued email arrives exactly once,
 * whichever gateway sends it, also when one gateway is killed (SIGKILL) while its messages wait
 * for the server's 250 and is started again. Both sign with one key, and a clock moved on one
 * is moved on the other. Runs in the PostgreSQL pass of the test command (TEST_DATABASE_URL,
 * scripts/with-postgres.sh); skipped on its own without it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { testServerUrl } from '../db/fresh'
import { openPostgres } from '../db/postgres'
import { enqueueMessage } from '../messages/queue'
import {
  type ReceivedMail,
  startTestSmtp,
  type TestSmtp,
  type Verdict,
} from '../messages/smtp-testing'
import { KEY } from '../testing'
import { startGatewayProcess, type GatewayProcess } from './gateway-process'
import { createDatabase, dropDatabase } from './postgres-cluster'

const adminUrl = testServerUrl()
if (!adminUrl) {
  console.warn(
    'Messages across two gateways: skipped. It runs on PostgreSQL: ' +
      'bash scripts/with-postgres.sh npx vitest run --project gateway server/src/scale/messages.test.ts',
  )
}

const name = `scamlock_messages_${process.pid}_${Date.now()}`
const dataDirs: string[] = []
let smtp: TestSmtp
let db: Db
let settings: Record<string, string>
const gateways: GatewayProcess[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** The row id in a Message-ID `<msg-<id>-<ms>@domain>`. */
const rowOf = (mail: ReceivedMail) => Number(/^<msg-(\d+)-/.exec(mail.messageId)![1])

/** How many times each Message-ID arrived. */
function arrivals(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const mail of smtp.received)
    counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1)
  return counts
}

async function enqueue(count: number, batch: string): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const { id } = await enqueueMessage(db, {
      channel: 'email',
      to: `member-${batch}-${i}@example.org`,
      subject: `Reminder ${i}`,
      text: `Reminder ${i} of batch ${batch}`,
      language: 'en',
      kind: 'test.reminder',
      subjectRef: `batch-${batch}`,
      dedupeKey: `test.reminder:${batch}:${i}`,
    })
    ids.push(id)
  }
  return ids
}

const sentCount = async (ids: number[]) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from messages where id = any($1::bigint[]) and state = 'sent'`,
      [ids],
    )
  )[0]!.n

const post = (gateway: number, path: string, body: unknown) =>
  fetch(`${gateways[gateway]!.url}/api/${path}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const startGateway = (dataDir: string) => startGatewayProcess({ ...settings, DATA_DIR: dataDir })

describe.skipIf(!adminUrl)('messages across two gateways on one database', () => {
  beforeAll(async () => {
    smtp = await startTestSmtp()
    const url = await createDatabase(adminUrl!, name)
    settings = {
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ScamLock <no-reply@scamlock.test>',
      DEMO_STAFF_PASSWORD: 'two gateways, one queue',
      LOG_REQUESTS: 'false',
    }
    // One after the other, as a rolling start: the first migrates and seeds the new database.
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-gateway-'))
      dataDirs.push(dataDir)
      gateways.push(await startGateway(dataDir))
    }
    db = await openPostgres(url)
  }, 300_000)

  afterAll(async () => {
    const codes = await Promise.all(gateways.map((gateway) => gateway.stop()))
    await db?.close()
    await smtp?.stop()
    if (adminUrl) await dropDatabase(adminUrl, name)
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    // A SIGTERM is a clean stop, sends under way included: exit 0.
    expect(codes).toEqual(codes.map(() => 0))
  }, 120_000)

  it('signs with one key on both, made once when both ask at the same moment', async () => {
    const answers = await Promise.all([0, 1, 0, 1].map((i) => post(i, 'keys/public', {})))
    const keys = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: { kid: string } }).data),
    )
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1)
    const rows = await db.query('select kid from signing_keys')
    expect(rows).toEqual([{ kid: keys[0]!.kid }])
  })

  it('moves the clock of both when one is asked', async () => {
    const moved = await post(0, 'test/clock', { addDays: 30 })
    expect(((await moved.json()) as { data: { offsetDays: number } }).data.offsetDays).toBe(30)
    const read = await post(1, 'test/clock', { addDays: 0 })
    expect(((await read.json()) as { data: { offsetDays: number } }).data.offsetDays).toBe(30)
    await post(1, 'test/clock', { reset: true })
  })

  it('sends every queued email exactly once, shared between both', async () => {
    smtp.received.length = 0
    // A server that takes 150 ms a message: 60 messages keep one gateway busy past the other's
    // next look at the queue (every 2 s), so both send.
    smtp.decide = async () => {
      await sleep(150)
      return 'accept' as const
    }
    const ids = await enqueue(60, 'shared')
    await until(async () => (await sentCount(ids)) === ids.length, 60_000, 'every message sent')
    const counts = arrivals()
    expect(counts.size).toBe(60)
    expect([...counts.values()].every((count) => count === 1)).toBe(true)
    expect(new Set(smtp.received.map(rowOf))).toEqual(new Set(ids))
    const senders = await db.query<{ claimed_by: string; attempts: number }>(
      'select claimed_by, attempts from messages where id = any($1::bigint[])',
      [ids],
    )
    expect(new Set(senders.map((row) => row.claimed_by))).toEqual(
      new Set(gateways.map((gateway) => `${hostname()}:${gateway.pid}`)),
    )
    expect(senders.every((row) => row.attempts === 1)).toBe(true)
  }, 90_000)

  it('still sends each exactly once when a gateway is killed while its messages wait for the 250, and started again', async () => {
    smtp.received.length = 0
    // Accepting at first; then every message is held before its 250, as a slow server would.
    let holding = false
    const held: { mail: ReceivedMail; answer: (verdict: Verdict) => void }[] = []
    smtp.decide = async (mail) => {
      if (!holding) {
        await sleep(50)
        return 'accept' as const
      }
      return new Promise<Verdict>((answer) => held.push({ mail, answer }))
    }
    const ids = await enqueue(40, 'killed')
    await until(() => smtp.received.length >= 6, 30_000, 'the first messages')
    holding = true
    await until(() => held.length > 0, 30_000, 'a message held')
    // Whatever was accepted before holding has been marked sent by now (one update, a few ms).
    await sleep(300)

    const heldRow = rowOf(held[0]!.mail)
    const [{ claimed_by: holder }] = (await db.query<{ claimed_by: string }>(
      'select claimed_by from messages where id = $1',
      [heldRow],
    )) as [{ claimed_by: string }]
    const victim = gateways.findIndex((gateway) => holder === `${hostname()}:${gateway.pid}`)
    expect(victim).toBeGreaterThanOrEqual(0)
    await gateways[victim]!.kill()

    // The dead gateway's messages never got their 250: a real server drops them. The other
    // gateway's are accepted, and sending goes on.
    const claims = await db.query<{ id: number; claimed_by: string }>(
      'select id, claimed_by from messages where id = any($1::bigint[])',
      [held.map((entry) => rowOf(entry.mail))],
    )
    const victimClaim = `${hostname()}:${gateways[victim]!.pid}`
    const lost = new Set(
      claims.filter((row) => row.claimed_by === victimClaim).map((row) => row.id),
    )
    expect(lost.size).toBeGreaterThan(0)
    holding = false
    for (const entry of held.splice(0)) {
      entry.answer(
        lost.has(rowOf(entry.mail)) ? { code: 421, message: 'Connection lost' } : 'accept',
      )
    }

    gateways[victim] = await startGateway(dataDirs[victim]!)
    // The dead gateway's claims run out (10 s) and are sent again, by either gateway.
    await until(async () => (await sentCount(ids)) === ids.length, 90_000, 'every message sent')
    const counts = arrivals()
    expect(counts.size).toBe(40)
    expect([...counts.entries()].filter(([, count]) => count !== 1)).toEqual([])
    expect(new Set(smtp.received.map(rowOf))).toEqual(new Set(ids))
    const retried = await db.query<{ id: number; attempts: number }>(
      'select id, attempts from messages where id = any($1::bigint[]) and attempts > 1',
      [ids],
    )
    // Those the crash interrupted took a second attempt (with any the dead gateway had
    // claimed but not yet handed to the server).
    expect(retried.map((row) => row.id)).toEqual(expect.arrayContaining([...lost]))
    expect(retried.every((row) => row.attempts === 2)).toBe(true)
  }, 180_000)
})
