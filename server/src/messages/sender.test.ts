/**
 * The sender with each transport against a real server in this process: an SMTP server
 * (smtp-testing.ts), an HTTP server standing for the SMS provider, and files in a temporary
 * data folder. One database for the file; each test starts from an empty queue.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { parseEnv } from '../env'
import { memoryLogger } from '../http/logger'
import { testDb } from '../testing'
import { enqueueMessage, type NewMessage } from './queue'
import { messageSender } from './sender'
import { startTestSmtp, type TestSmtp } from './smtp-testing'
import {
  fileTransport,
  messageReference,
  messagingFor,
  smsTransport,
  smtpTransport,
  type Transport,
} from './transports'

let db: Db
const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-messages-'))
beforeAll(async () => {
  db = await testDb()
})
afterAll(async () => {
  await db?.close()
  rmSync(dataDir, { recursive: true, force: true })
})
beforeEach(async () => {
  await db.exec('delete from messages')
})

const email = (to: string, extra: Partial<NewMessage> = {}): NewMessage =>
  ({
    channel: 'email',
    to,
    subject: 'Your exclusion ends in 30 days',
    text: 'Your exclusion EX-7K3M9Q2P ends on 30 June.',
    language: 'en',
    kind: 'exclusion.ends-in-30-days',
    subjectRef: 'EX-7K3M9Q2P',
    ...extra,
  }) as NewMessage

const sms = (to: string): NewMessage => ({
  channel: 'sms',
  to,
  text: 'Your sign-in code is 481 273',
  language: 'ts',
  kind: 'member.sign-in-code',
})

interface State {
  id: number
  state: string
  attempts: number
  last_error: string | null
}
const states = () =>
  db.query<State>('select id, state, attempts, last_error from messages order by id')
const createdAt = async (id: number) =>
  (await db.query<{ created_at: Date }>('select created_at from messages where id = $1', [id]))[0]!
    .created_at

function sender(transports: Partial<Record<'email' | 'sms', Transport>>) {
  const logger = memoryLogger()
  return { logger, ...messageSender({ db, transports, logger, gateway: 'test' }) }
}

describe('email over SMTP', () => {
  let smtp: TestSmtp
  let transport: Transport
  beforeAll(async () => {
    smtp = await startTestSmtp()
    transport = smtpTransport(smtp.url, 'ScamLock <no-reply@scamlock.test>', false)
  })
  afterAll(async () => {
    transport?.close()
    await smtp?.stop()
  })
  beforeEach(() => {
    smtp.received.length = 0
    smtp.decide = () => 'accept'
  })

  it('sends each message once, with a Message-ID made from its row, its language and HTML', async () => {
    const ids = []
    ids.push((await enqueueMessage(db, email('mpho@example.org'))).id)
    ids.push(
      (
        await enqueueMessage(
          db,
          email('amelie@example.org', {
            language: 'fr',
            subject: 'Votre exclusion se termine dans 30 jours',
            text: 'Votre exclusion se termine le 30 juin.',
            html: '<p>Votre exclusion se termine le <strong>30 juin</strong>.</p>',
          }),
        )
      ).id,
    )
    ids.push((await enqueueMessage(db, email('kabo@example.org', { language: 'ts' }))).id)
    const { sendDue } = sender({ email: transport })
    expect(await sendDue()).toEqual({ sent: 3, retried: 0, failed: 0 })
    expect(await sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 })

    expect(smtp.received).toHaveLength(3)
    const byTo = Object.fromEntries(smtp.received.map((mail) => [mail.to[0], mail]))
    const first = byTo['mpho@example.org']!
    expect(first).toMatchObject({
      from: '"ScamLock" <no-reply@scamlock.test>',
      subject: 'Your exclusion ends in 30 days',
      html: undefined,
      language: 'en',
    })
    expect(first.text.trim()).toBe('Your exclusion EX-7K3M9Q2P ends on 30 June.')
    const reference = messageReference({ id: ids[0]!, createdAt: await createdAt(ids[0]!) })
    expect(first.messageId).toBe(`<${reference}@scamlock.test>`)
    expect(byTo['amelie@example.org']).toMatchObject({
      language: 'fr',
      html: '<p>Votre exclusion se termine le <strong>30 juin</strong>.</p>',
    })
    // Setswana's locale key is ts; its language tag is tn.
    expect(byTo['kabo@example.org']!.language).toBe('tn')
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(3)
    expect((await states()).map((row) => row.state)).toEqual(['sent', 'sent', 'sent'])
  })

  it("refuses for good what the server refuses with a 5xx, keeping none of the server's words", async () => {
    await enqueueMessage(db, email('nobody@example.org'))
    smtp.decide = () => ({ code: 550, message: 'No such user <nobody@example.org>' })
    const { sendDue, logger } = sender({ email: transport })
    expect(await sendDue()).toEqual({ sent: 0, retried: 0, failed: 1 })
    const [row] = await states()
    expect(row).toMatchObject({ state: 'failed', attempts: 1, last_error: 'smtp EMESSAGE 550' })
    expect(logger.lines.join('\n')).not.toContain('nobody')
  })

  it('tries again later after a 4xx', async () => {
    await enqueueMessage(db, email('mpho@example.org'))
    smtp.decide = () => ({ code: 451, message: 'Try again later' })
    const { sendDue } = sender({ email: transport })
    expect(await sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    expect(await states()).toEqual([
      expect.objectContaining({ state: 'queued', attempts: 1, last_error: 'smtp EMESSAGE 451' }),
    ])
  })

  it('tries again later when the server cannot be reached', async () => {
    await enqueueMessage(db, email('mpho@example.org'))
    const closed = await startTestSmtp()
    await closed.stop()
    const unreachable = smtpTransport(closed.url, 'ScamLock <no-reply@scamlock.test>', false)
    try {
      expect(await sender({ email: unreachable }).sendDue()).toEqual({
        sent: 0,
        retried: 1,
        failed: 0,
      })
    } finally {
      unreachable.close()
    }
    expect((await states())[0]).toMatchObject({
      state: 'queued',
      last_error: expect.stringMatching(/^smtp (ECONNECTION|ESOCKET)$/),
    })
  })

  it('leaves SMS queued when it has no SMS transport', async () => {
    await enqueueMessage(db, sms('+26771234567'))
    expect(await sender({ email: transport }).sendDue()).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    })
    expect((await states())[0]).toMatchObject({ state: 'queued', attempts: 0 })
  })
})

describe('SMS over HTTP', () => {
  let server: Server
  let url: string
  const requests: { headers: IncomingMessage['headers']; body: unknown }[] = []
  let status = 200
  let delayMs = 0
  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => {
        requests.push({ headers: request.headers, body: JSON.parse(text) })
        setTimeout(() => response.writeHead(status).end('{"queued":true}'), delayMs)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    url = `http://sms-user:s%3Dcret@127.0.0.1:${port}/send`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(() => {
    requests.length = 0
    status = 200
    delayMs = 0
  })

  it('posts { to, text, reference } as JSON with the reference as Idempotency-Key; 2xx is sent', async () => {
    const { id } = await enqueueMessage(db, sms('+26771234567'))
    expect(await sender({ sms: smsTransport(url) }).sendDue()).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    })
    const reference = messageReference({ id, createdAt: await createdAt(id) })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.body).toEqual({
      to: '+26771234567',
      text: 'Your sign-in code is 481 273',
      reference,
    })
    expect(requests[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': reference,
      authorization: `Basic ${Buffer.from('sms-user:s=cret').toString('base64')}`,
    })
    expect((await states())[0]!.state).toBe('sent')
  })

  it('counts 409 (the provider already has this reference) as sent', async () => {
    await enqueueMessage(db, sms('+26771234567'))
    status = 409
    expect((await sender({ sms: smsTransport(url) }).sendDue()).sent).toBe(1)
  })

  it('tries again after a 5xx, 429 or no answer in time, and gives up on another 4xx', async () => {
    await enqueueMessage(db, sms('+26771234567'))
    for (const [answer, error] of [
      [503, 'sms http 503'],
      [429, 'sms http 429'],
    ] as const) {
      status = answer
      expect((await sender({ sms: smsTransport(url) }).sendDue()).retried).toBe(1)
      expect((await states())[0]).toMatchObject({ state: 'queued', last_error: error })
      await db.exec(`update messages set next_attempt_at = now()`)
    }
    status = 200
    delayMs = 500
    expect((await sender({ sms: smsTransport(url, 100) }).sendDue()).retried).toBe(1)
    expect((await states())[0]).toMatchObject({ state: 'queued', last_error: 'sms timeout' })
    await db.exec(`update messages set next_attempt_at = now()`)
    delayMs = 0
    status = 400
    expect((await sender({ sms: smsTransport(url) }).sendDue()).failed).toBe(1)
    expect((await states())[0]).toMatchObject({
      state: 'failed',
      attempts: 4,
      last_error: 'sms http 400',
    })
  })
})

describe('files instead of sending (outside production, without SMTP_URL and SMS_URL)', () => {
  it('writes each message in DATA_DIR/messages, owner-only, and the start says where', async () => {
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir })
    const messaging = messagingFor(env)
    const folder = join(dataDir, 'messages')
    expect(messaging.notes).toEqual([
      `Messages are not sent but written as files in ${folder}: email (no SMTP_URL), SMS (no SMS_URL).`,
    ])
    const mail = await enqueueMessage(
      db,
      email('mpho@example.org', { html: '<p>Your exclusion ends on 30 June.</p>' }),
    )
    const text = await enqueueMessage(db, sms('+26771234567'))
    expect(await sender(messaging.transports).sendDue()).toEqual({
      sent: 2,
      retried: 0,
      failed: 0,
    })
    expect(readdirSync(folder).sort()).toEqual([
      `message-${mail.id}.eml`,
      `message-${text.id}.json`,
    ])
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    for (const name of readdirSync(folder)) {
      expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600)
    }
    const parsed = await simpleParser(readFileSync(join(folder, `message-${mail.id}.eml`)))
    expect(parsed).toMatchObject({
      subject: 'Your exclusion ends in 30 days',
      text: 'Your exclusion EX-7K3M9Q2P ends on 30 June.',
      html: '<p>Your exclusion ends on 30 June.</p>',
      messageId: `<${messageReference({ id: mail.id, createdAt: await createdAt(mail.id) })}@localhost>`,
    })
    expect(parsed.to).toMatchObject({ text: 'mpho@example.org' })
    expect(JSON.parse(readFileSync(join(folder, `message-${text.id}.json`), 'utf8'))).toEqual({
      to: '+26771234567',
      text: 'Your sign-in code is 481 273',
      reference: messageReference({ id: text.id, createdAt: await createdAt(text.id) }),
    })
    for (const transport of Object.values(messaging.transports)) transport.close()
  })

  it('in production has no transport for them: the start says so once, and they wait queued', async () => {
    const messaging = messagingFor(parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }))
    expect(messaging.transports).toEqual({})
    expect(messaging.notes).toEqual([
      'Email cannot be sent: SMTP_URL and MAIL_FROM are not set. Emails wait in the database until a gateway has them.',
      'SMS cannot be sent: SMS_URL is not set. SMS wait in the database until a gateway has it.',
    ])
    await enqueueMessage(db, email('mpho@example.org'))
    expect(await sender(messaging.transports).sendDue()).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    })
    expect((await states())[0]).toMatchObject({ state: 'queued', attempts: 0 })
  })

  it('a file that cannot be written is tried again', async () => {
    const blocked = join(dataDir, 'not-a-folder')
    rmSync(blocked, { force: true, recursive: true })
    const { writeFileSync } = await import('node:fs')
    writeFileSync(blocked, '')
    await enqueueMessage(db, sms('+26771234567'))
    const transport = fileTransport('sms', blocked, 'x@localhost')
    expect((await sender({ sms: transport }).sendDue()).retried).toBe(1)
    expect((await states())[0]!.last_error).toMatch(/^file E[A-Z]+$/)
  })
})
