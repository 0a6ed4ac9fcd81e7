/**
 * The reminders of an exclusion across two gateway processes on one PostgreSQL database, with a
 * real SMTP server and an SMS provider in this process (messages/smtp-testing.ts, a plain HTTP
 * server): an exclusion applied for in French on one gateway and approved on the other is told
 * in French, and with the clock moved (`test/clock`), 30 and 7 days before its last day, each
 * email and each SMS arrives exactly once, both gateways looking for due notices at the same
 * moment, also after one gateway was killed (SIGKILL) and started again, and when the gateway
 * sending a reminder is killed before the SMTP server's 250; none comes after the end. Runs in the PostgreSQL pass of the test command (TEST_DATABASE_URL,
 * scripts/with-postgres.sh); skipped on its own without it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { Db } from '../db/db'
import { testServerUrl } from '../db/fresh'
import { openPostgres } from '../db/postgres'
import { startTestSmtp, type TestSmtp, type Verdict } from '../messages/smtp-testing'
import { KEY } from '../testing'
import { realPdf, realPng } from '../testing-files'
import { startGatewayProcess, type GatewayProcess } from './gateway-process'
import { createDatabase, dropDatabase } from './postgres-cluster'

const adminUrl = testServerUrl()
if (!adminUrl) {
  console.warn(
    'Notices across two gateways: skipped. It runs on PostgreSQL: ' +
      'bash scripts/with-postgres.sh npx vitest run --project gateway server/src/scale/notices.test.ts',
  )
}

const PASSWORD = 'two gateways, one reminder'
const name = `scamlock_notices_${process.pid}_${Date.now()}`
const dataDirs: string[] = []
const gateways: GatewayProcess[] = []
let smtp: TestSmtp
let smsServer: Server
let db: Db
let settings: Record<string, string>
/** Every SMS the provider took: its reference (the same at every attempt) and its text. */
const texts: { reference: string; to: string; text: string }[] = []

const applicant = SAMPLE_DATA.exclusion.applicant
// As the balancer forwards a staff request: the public host, which the page's origin matches.
const CLIENT = {
  'x-forwarded-for': '203.0.113.71',
  'x-forwarded-host': 'scamlock.example',
  origin: 'https://scamlock.example',
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await sleep(100)
  }
}

const post = (gateway: number, path: string, body: BodyInit, headers: Record<string, string>) =>
  fetch(`${gateways[gateway]!.url}/api/${path}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, ...headers },
    body,
  })
const postJson = (gateway: number, path: string, body: unknown, headers = {}) =>
  post(gateway, path, JSON.stringify(body), { 'content-type': 'application/json', ...headers })

const startGateway = (dataDir: string) => startGatewayProcess({ ...settings, DATA_DIR: dataDir })

async function moveClock(gateway: number, addDays: number): Promise<string> {
  const answer = await postJson(gateway, 'test/clock', { addDays })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: { today: string } }).data.today
}

/** Both gateways look for due notices at the same moment, a few times over. */
async function bothLook() {
  for (let i = 0; i < 3; i++) await Promise.all([moveClock(0, 0), moveClock(1, 0)])
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** Emails and SMS of one kind received so far, by the subject's or text's start. */
const emails = (start: string) => smtp.received.filter((mail) => mail.subject.startsWith(start))
const sms = (start: string) => texts.filter((message) => message.text.startsWith(start))

/** Every email and SMS arrived once: no Message-ID or SMS reference twice. */
function expectEachOnce() {
  const ids = smtp.received.map((mail) => mail.messageId)
  expect(new Set(ids).size).toBe(ids.length)
  const references = texts.map((message) => message.reference)
  expect(new Set(references).size).toBe(references.length)
}

describe.skipIf(!adminUrl)('the reminders of an exclusion across two gateways', () => {
  beforeAll(async () => {
    smtp = await startTestSmtp()
    smsServer = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        texts.push(JSON.parse(body) as (typeof texts)[number])
        response.writeHead(202).end()
      })
    })
    await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve))
    const url = await createDatabase(adminUrl!, name)
    settings = {
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ScamLock <no-reply@scamlock.test>',
      SMS_URL: `http://127.0.0.1:${(smsServer.address() as AddressInfo).port}/sms`,
      DEMO_STAFF_PASSWORD: PASSWORD,
      TRUST_PROXY: 'true',
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
    await new Promise((resolve) => smsServer?.close(resolve))
    if (adminUrl) await dropDatabase(adminUrl, name)
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    expect(codes).toEqual(codes.map(() => 0))
  }, 120_000)

  it('tells the approval and each reminder once, in French, also after a gateway restarts', async () => {
    // Applied for in French on the first gateway, as the outbox sends it.
    const reference = makeReference('exclusion')
    const form = new FormData()
    form.append('reference', reference)
    form.append('data', JSON.stringify({ ...SAMPLE_DATA.exclusion, period: 'P6M' }))
    form.append('idCopy', new File([realPdf('ID copy')], 'id.pdf', { type: 'application/pdf' }))
    form.append('picture', new File([realPng(640, 640)], 'me.png', { type: 'image/png' }))
    const applied = await post(0, 'exclusions/apply', form, {
      'Idempotency-Key': reference,
      'Content-Language': 'fr',
    })
    expect(applied.status).toBe(201)

    // Approved on the second.
    const login = await postJson(
      1,
      'auth/login',
      { email: 'manager@regulator.example', password: PASSWORD },
      CLIENT,
    )
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const decided = await postJson(
      1,
      'staff/cases/decide',
      { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' },
      { ...CLIENT, cookie },
    )
    expect(decided.status).toBe(200)
    await until(
      () =>
        emails(`Votre exclusion ${reference} est approuvée`).length === 1 &&
        sms('Exclusion').length === 1,
      30_000,
      'the approval',
    )
    expect(emails(`Votre exclusion ${reference}`)[0]!.to).toEqual([applicant.email])
    expect(emails(`Votre exclusion ${reference}`)[0]!.language).toBe('fr')
    expect(texts[0]!.to).toBe(applicant.contactPhone)

    const [row] = await db.query<{ ends_on: string }>(
      `select to_char(ends_on, 'YYYY-MM-DD') as ends_on from submissions where reference = $1`,
      [reference],
    )
    const endsOn = row!.ends_on
    const ending = `Votre exclusion ${reference} prend fin le`

    // 30 days before the last day: moved on one, looked for on both at once.
    let today = await moveClock(0, 0)
    today = await moveClock(0, daysBetween(today, endsOn) - 30)
    await bothLook()
    await until(
      () =>
        emails(ending).length === 1 && sms(`Votre exclusion ${reference} des jeux`).length === 1,
      30_000,
      'the 30-day reminder',
    )

    // A gateway killed and started again: nothing is told twice.
    await gateways[0]!.kill()
    gateways[0] = await startGateway(dataDirs[0]!)
    await bothLook()
    await sleep(3_000)
    expect(emails(ending)).toHaveLength(1)

    // 7 days before, moved on the restarted one, while the SMTP server holds its answer: the
    // gateway that claimed the email is killed before the 250, and the email still arrives,
    // once, from whichever gateway takes it after the claim runs out.
    const held: { answer: (verdict: Verdict) => void }[] = []
    smtp.decide = () => new Promise<Verdict>((answer) => held.push({ answer }))
    await moveClock(0, daysBetween(today, endsOn) - 7)
    await bothLook()
    await until(() => held.length === 1, 30_000, 'the 7-day email held')
    const [claim] = await db.query<{ claimed_by: string }>(
      `select claimed_by from messages where subject_ref = $1 and kind = 'exclusion.ending-7'
         and channel = 'email'`,
      [reference],
    )
    const victim = gateways.findIndex((gateway) => claim!.claimed_by.endsWith(`:${gateway.pid}`))
    expect(victim).toBeGreaterThanOrEqual(0)
    await gateways[victim]!.kill()
    // The dead gateway's connection never got its 250: a real server drops that message.
    smtp.decide = () => 'accept'
    held.splice(0).forEach((entry) => entry.answer({ code: 421, message: 'Connection lost' }))
    gateways[victim] = await startGateway(dataDirs[victim]!)
    await until(
      () =>
        emails(ending).length === 2 && sms(`Votre exclusion ${reference} des jeux`).length === 2,
      60_000,
      'the 7-day reminder',
    )

    // Past the end: nothing more, from either.
    await moveClock(1, 8)
    await moveClock(0, 30)
    await bothLook()
    await sleep(4_000)
    expect(emails(`Votre exclusion ${reference}`)).toHaveLength(3)
    expect(texts).toHaveLength(3)
    expectEachOnce()
    const states = await db.query<{ kind: string; state: string; attempts: number }>(
      `select kind, state, attempts from messages where subject_ref = $1 order by id`,
      [reference],
    )
    expect(states.map((message) => message.kind)).toEqual([
      'exclusion.approved',
      'exclusion.approved',
      'exclusion.ending-30',
      'exclusion.ending-30',
      'exclusion.ending-7',
      'exclusion.ending-7',
    ])
    expect(states.every((message) => message.state === 'sent')).toBe(true)
  }, 240_000)
})
