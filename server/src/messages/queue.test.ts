/**
 * The message queue on a fresh database (PGlite, or PostgreSQL in the second pass): enqueue
 * with deduplication, inside a caller's transaction, claims, backoff, leases that run out, the
 * last attempt, permanent refusals, and retention. Time passing is the rows' times moved back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { testDb } from '../testing'
import {
  backoffSeconds,
  claimDue,
  enqueueMessage,
  MAX_ATTEMPTS,
  markSent,
  markUnsent,
  MessageError,
  messagesAbout,
  type NewMessage,
  renewLease,
  scrubMessages,
} from './queue'

let db: Db
beforeAll(async () => {
  db = await testDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.exec('delete from messages')
})

const email = (extra: Partial<NewMessage> = {}): NewMessage =>
  ({
    channel: 'email',
    to: 'mpho@example.org',
    subject: 'Your exclusion ends in 30 days',
    text: 'Dear Mpho, …',
    language: 'en',
    kind: 'exclusion.ends-in-30-days',
    subjectRef: 'EX-7K3M9Q2P',
    ...extra,
  }) as NewMessage

const claim = (limit = 10, gateway = 'gateway-a') =>
  claimDue(db, { channels: ['email', 'sms'], limit, gateway })

interface Row {
  state: string
  attempts: number
  last_error: string | null
  wait: number | null
  lease: number | null
  claimed_by: string | null
}

async function row(id: number): Promise<Row> {
  const [found] = await db.query<Row>(
    `select state, attempts, last_error, claimed_by,
       round(extract(epoch from next_attempt_at - now()))::int as wait,
       round(extract(epoch from lease_until - now()))::int as lease
     from messages where id = $1`,
    [id],
  )
  return found!
}

/** As if `seconds` had passed for the message: its times moved back. */
async function elapse(id: number, seconds: number) {
  await db.query(
    `update messages set next_attempt_at = next_attempt_at - make_interval(secs => $2),
       lease_until = lease_until - make_interval(secs => $2) where id = $1`,
    [id, seconds],
  )
}

describe('enqueueMessage', () => {
  it('queues a message, due now', async () => {
    const { id, created } = await enqueueMessage(db, email())
    expect(created).toBe(true)
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 0, wait: 0 })
  })

  it('makes one row of the same notice enqueued twice (dedupe key)', async () => {
    const notice = email({ dedupeKey: 'exclusion.ends-in-30-days:EX-7K3M9Q2P' })
    const first = await enqueueMessage(db, notice)
    const second = await enqueueMessage(db, notice)
    expect(second).toEqual({ id: first.id, created: false })
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from messages')
    expect(count?.n).toBe(1)
  })

  it('keeps messages without a dedupe key apart', async () => {
    await enqueueMessage(db, email())
    await enqueueMessage(db, email())
    expect(await messagesAbout(db, 'EX-7K3M9Q2P')).toHaveLength(2)
  })

  it("is part of the caller's transaction: rolled back with it", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessage(tx, email())
        throw new Error('the decision failed')
      }),
    ).rejects.toThrow('the decision failed')
    expect(await messagesAbout(db, 'EX-7K3M9Q2P')).toEqual([])
    await db.transaction((tx) => enqueueMessage(tx, email()))
    expect(await messagesAbout(db, 'EX-7K3M9Q2P')).toHaveLength(1)
  })

  it('refuses a message that cannot be sent, naming the field', async () => {
    await expect(enqueueMessage(db, email({ to: 'not an address' }))).rejects.toThrow(MessageError)
    await expect(enqueueMessage(db, email({ subject: 'Two\nlines' }))).rejects.toThrow('subject')
    await expect(
      enqueueMessage(db, {
        channel: 'sms',
        to: '71234567',
        text: 'x',
        language: 'en',
        kind: 'k',
      }),
    ).rejects.toThrow('(to)')
    await expect(enqueueMessage(db, email({ language: 'de' as never }))).rejects.toThrow('language')
    await expect(
      enqueueMessage(db, { ...email(), html: '<p>x</p>', extra: 1 } as never),
    ).rejects.toThrow(MessageError)
  })
})

describe('claims and their outcome', () => {
  it('claims a due message once: sending, with a lease and the claimer', async () => {
    const { id } = await enqueueMessage(db, email())
    const first = await claim()
    expect(first.messages.map((message) => message.id)).toEqual([id])
    expect(first.messages[0]).toMatchObject({
      channel: 'email',
      recipient: 'mpho@example.org',
      subject: 'Your exclusion ends in 30 days',
      bodyText: 'Dear Mpho, …',
      language: 'en',
      attempts: 1,
    })
    expect(await row(id)).toMatchObject({ state: 'sending', attempts: 1, claimed_by: 'gateway-a' })
    expect((await row(id)).lease).toBe(10)
    expect((await claim()).messages).toEqual([])
  })

  it('claims only the channels it can send', async () => {
    const sms = await enqueueMessage(db, {
      channel: 'sms',
      to: '+26771234567',
      text: 'Hi',
      language: 'ts',
      kind: 'k',
    })
    await enqueueMessage(db, email())
    const claimed = await claimDue(db, { channels: ['sms'], limit: 10, gateway: 'g' })
    expect(claimed.messages.map((message) => message.id)).toEqual([sms.id])
    expect((await claimDue(db, { channels: [], limit: 10, gateway: 'g' })).messages).toEqual([])
  })

  it('claims at most the limit, oldest first', async () => {
    const ids = []
    for (let i = 0; i < 5; i++) ids.push((await enqueueMessage(db, email())).id)
    expect((await claim(2)).messages.map((message) => message.id)).toEqual(ids.slice(0, 2))
    expect((await claim(10)).messages.map((message) => message.id)).toEqual(ids.slice(2))
  })

  it('marks a sent message sent, and only with its own claim', async () => {
    const { id } = await enqueueMessage(db, email())
    const { token } = await claim()
    expect(await markSent(db, id, '00000000-0000-4000-8000-000000000000')).toBe(false)
    expect(await markSent(db, id, token)).toBe(true)
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 1, lease: null })
    const [about] = await messagesAbout(db, 'EX-7K3M9Q2P')
    expect(about).toMatchObject({ state: 'sent', kind: 'exclusion.ends-in-30-days' })
    expect(about!.sentAt).toBeInstanceOf(Date)
    expect(about).not.toHaveProperty('recipient')
    // Sent is final: a claim never takes it again.
    expect((await claim()).messages).toEqual([])
  })

  it('backs off min(2^n, 3600) s after each failure, keeping only the error code', async () => {
    expect([1, 2, 3, 10, 11, 12, 15].map(backoffSeconds)).toEqual([2, 4, 8, 1024, 2048, 3600, 3600])
    const { id } = await enqueueMessage(db, email())
    for (let attempt = 1; attempt <= 12; attempt++) {
      const { token, messages } = await claim()
      expect(messages.map((message) => message.attempts)).toEqual([attempt])
      const error = 'smtp ECONNECTION'
      expect(await markUnsent(db, id, token, { error, permanent: false })).toBe('queued')
      const state = await row(id)
      expect(state).toMatchObject({ state: 'queued', attempts: attempt, last_error: error })
      expect(state.wait).toBe(backoffSeconds(attempt))
      // Not due before its time…
      await elapse(id, backoffSeconds(attempt) - 1)
      expect((await claim()).messages).toEqual([])
      // …and due then.
      await elapse(id, 1)
    }
  })

  it('fails a message after the last attempt, and at once when refused for good', async () => {
    const { id } = await enqueueMessage(db, email())
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const { token } = await claim()
      await markUnsent(db, id, token, { error: 'smtp ETIMEDOUT', permanent: false })
      await elapse(id, 3600)
    }
    const last = await claim()
    expect(last.messages[0]!.attempts).toBe(MAX_ATTEMPTS)
    expect(
      await markUnsent(db, id, last.token, { error: 'smtp ETIMEDOUT', permanent: false }),
    ).toBe('failed')
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS })
    await elapse(id, 7200)
    expect((await claim()).messages).toEqual([])

    const refused = await enqueueMessage(db, email())
    const { token } = await claim()
    const unsent = { error: 'smtp EENVELOPE 550', permanent: true }
    expect(await markUnsent(db, refused.id, token, unsent)).toBe('failed')
    expect(await row(refused.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'smtp EENVELOPE 550',
    })
  })

  it('takes a claim again once its lease ran out (its gateway died), and the old claim loses', async () => {
    const { id } = await enqueueMessage(db, email())
    const dead = await claim(10, 'gateway-a')
    // Renewed while it sends…
    await elapse(id, 8)
    expect(await renewLease(db, dead.token)).toBe(true)
    expect((await row(id)).lease).toBe(10)
    expect((await claim(10, 'gateway-b')).messages).toEqual([])
    // …and then no more: the lease runs out, another gateway takes it.
    await elapse(id, 10)
    const taken = await claim(10, 'gateway-b')
    expect(taken.messages.map((message) => [message.id, message.attempts])).toEqual([[id, 2]])
    expect(await row(id)).toMatchObject({ state: 'sending', claimed_by: 'gateway-b' })
    // What the first gateway records now changes nothing.
    expect(await renewLease(db, dead.token)).toBe(false)
    expect(await markSent(db, id, dead.token)).toBe(false)
    expect(await markUnsent(db, id, dead.token, { error: 'x', permanent: true })).toBeUndefined()
    expect(await markSent(db, id, taken.token)).toBe(true)
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2 })
  })

  it('fails a claim that ran out on the last attempt', async () => {
    const { id } = await enqueueMessage(db, email())
    await db.query('update messages set attempts = $2 where id = $1', [id, MAX_ATTEMPTS - 1])
    await claim()
    await elapse(id, 11)
    expect((await claim()).messages).toEqual([])
    expect(await row(id)).toMatchObject({
      state: 'failed',
      last_error: 'lease ran out on the last attempt',
    })
  })
})

describe('claims at the same moment', () => {
  it('never give one message to two claimers (on PostgreSQL, over several connections)', async () => {
    const ids = new Set<number>()
    for (let i = 0; i < 120; i++) ids.add((await enqueueMessage(db, email())).id)
    const claimed: number[] = []
    const claimer = async (gateway: string) => {
      for (;;) {
        const { messages } = await claimDue(db, { channels: ['email'], limit: 3, gateway })
        if (messages.length === 0) return
        claimed.push(...messages.map((message) => message.id))
      }
    }
    await Promise.all(Array.from({ length: 8 }, (_, i) => claimer(`gateway-${i}`)))
    expect(claimed).toHaveLength(ids.size)
    expect(new Set(claimed)).toEqual(ids)
  })
})

describe('retention', () => {
  it('empties recipient, subject and bodies 30 days after sent or failed, keeping the row', async () => {
    const sent = await enqueueMessage(db, email({ html: '<p>Dear Mpho</p>' }))
    const failed = await enqueueMessage(db, email())
    const queued = await enqueueMessage(db, email())
    const { token } = await claimDue(db, { channels: ['email'], limit: 2, gateway: 'g' })
    await markSent(db, sent.id, token)
    await markUnsent(db, failed.id, token, { error: 'smtp EENVELOPE 550', permanent: true })
    expect(await scrubMessages(db)).toBe(0)
    await db.query(
      `update messages set sent_at = sent_at - interval '31 days',
         failed_at = failed_at - interval '31 days', created_at = created_at - interval '31 days'`,
    )
    expect(await scrubMessages(db)).toBe(2)
    const rows = await db.query<Record<string, unknown>>(
      'select id, recipient, subject, body_text, body_html, state from messages order by id',
    )
    const empty = { recipient: null, subject: null, body_text: null, body_html: null }
    expect(rows).toEqual([
      { id: sent.id, ...empty, state: 'sent' },
      { id: failed.id, ...empty, state: 'failed' },
      expect.objectContaining({ id: queued.id, recipient: 'mpho@example.org', state: 'queued' }),
    ])
    expect((await messagesAbout(db, 'EX-7K3M9Q2P')).map((message) => message.state)).toEqual([
      'sent',
      'failed',
      'queued',
    ])
    expect(await scrubMessages(db)).toBe(0)
  })
})
