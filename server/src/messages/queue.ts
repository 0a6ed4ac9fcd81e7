/**
 * The queue of outgoing messages (table `messages`, migration 019; docs/decisions.md,
 * "Messages"). A feature enqueues in its own transaction, so a message exists exactly when
 * what it tells does; the senders of every gateway (sender.ts) take it from there.
 *
 * Claim, send, mark: a sender claims due messages with `FOR UPDATE SKIP LOCKED` (two gateways
 * never claim one row; PGlite, one connection, runs the same SQL), which sets them `sending`
 * with a lease it renews while it sends. What it then records is checked against its claim
 * token, so a sender that lost its claim (its lease ran out) never overwrites the state
 * another gateway recorded. A message whose lease ran out is claimed again: that is how one a
 * dead gateway held is sent after all.
 *
 * All times are the database's (now()), one clock for every gateway; the features' dates go
 * through server/src/clock.ts instead.
 */
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { APP_LOCALES, type AppLocale } from '../../../src/shared/locales'
import type { Queryable } from '../db/db'

export type Channel = 'email' | 'sms'
export type MessageState = 'queued' | 'sending' | 'sent' | 'failed'

/** Attempts before a message that keeps failing is given up (about five hours of retries). */
export const MAX_ATTEMPTS = 16
/** Longest wait between two attempts, in seconds. */
export const MAX_BACKOFF_SECONDS = 3600
/** A claim not renewed for this long belongs to a gateway that is gone. */
export const LEASE_SECONDS = 10
/** Days a sent or failed message keeps its recipient, subject and bodies. */
export const RETAIN_DAYS = 30

/** Seconds before attempt n + 1, after n attempts: min(2^n, 3600). */
export const backoffSeconds = (attempts: number) =>
  Math.min(2 ** Math.min(attempts, 30), MAX_BACKOFF_SECONDS)

// Control characters but tab and line breaks (a body), or none at all (a line: a subject).
const noControl = (text: string) => !/(?![\t\n\r])\p{Cc}/u.test(text)
const line = (max: number) =>
  v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(max),
    v.check((text) => !/\p{Cc}/u.test(text)),
  )
const text = (max: number) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.check(noControl))

const common = {
  language: v.picklist(APP_LOCALES),
  kind: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9.-]{0,63}$/)),
  subjectRef: v.optional(line(64)),
  dedupeKey: v.optional(line(200)),
}

const MessageSchema = v.variant('channel', [
  v.strictObject({
    channel: v.literal('email'),
    to: v.pipe(v.string(), v.maxLength(254), v.email()),
    subject: line(200),
    text: text(100_000),
    html: v.optional(text(500_000)),
    ...common,
  }),
  v.strictObject({
    channel: v.literal('sms'),
    // E.164: the number as the provider dials it, e.g. +26771234567.
    to: v.pipe(v.string(), v.regex(/^\+[1-9]\d{6,14}$/)),
    // Ten SMS segments at most.
    text: text(1530),
    ...common,
  }),
])

export type NewMessage =
  | {
      channel: 'email'
      to: string
      subject: string
      text: string
      html?: string
      language: AppLocale
      kind: string
      subjectRef?: string
      dedupeKey?: string
    }
  | {
      channel: 'sms'
      to: string
      text: string
      language: AppLocale
      kind: string
      subjectRef?: string
      dedupeKey?: string
    }

/** A message a feature tried to enqueue is not one we can send: a bug, not a person's input. */
export class MessageError extends Error {
  constructor(field: string) {
    super(`The message to enqueue is not valid (${field})`)
    this.name = 'MessageError'
  }
}

/**
 * Queues a message; inside the caller's transaction when given one. With a `dedupeKey`
 * already queued (or sent), nothing is added and the first message's id is returned.
 */
export async function enqueueMessage(
  db: Queryable,
  input: NewMessage,
): Promise<{ id: number; created: boolean }> {
  const result = v.safeParse(MessageSchema, input)
  if (!result.success) {
    throw new MessageError(result.issues[0]?.path?.map((item) => String(item.key)).join('.') ?? '')
  }
  const message = result.output
  const [row] = await db.query<{ id: number }>(
    `insert into messages
       (channel, recipient, subject, body_text, body_html, language, kind, subject_ref, dedupe_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (dedupe_key) do nothing
     returning id`,
    [
      message.channel,
      message.to,
      message.channel === 'email' ? message.subject : null,
      message.text,
      message.channel === 'email' ? (message.html ?? null) : null,
      message.language,
      message.kind,
      message.subjectRef ?? null,
      message.dedupeKey ?? null,
    ],
  )
  if (row) return { id: row.id, created: true }
  const [first] = await db.query<{ id: number }>('select id from messages where dedupe_key = $1', [
    message.dedupeKey,
  ])
  return { id: first!.id, created: false }
}

/** A claimed message, with what a transport needs to send it. */
export interface ClaimedMessage {
  id: number
  channel: Channel
  recipient: string
  subject: string | null
  bodyText: string
  bodyHtml: string | null
  language: AppLocale
  kind: string
  attempts: number
  createdAt: Date
}

export interface Claim {
  /** Shared by the messages of one claim; every mark checks it. */
  token: string
  messages: ClaimedMessage[]
}

interface ClaimedRow {
  id: number
  channel: Channel
  recipient: string
  subject: string | null
  body_text: string
  body_html: string | null
  language: AppLocale
  kind: string
  attempts: number
  created_at: Date
}

export interface ClaimOptions {
  /** The channels this gateway can send (others stay queued for a gateway that can). */
  channels: readonly Channel[]
  limit: number
  /** host:pid, recorded with the claim. */
  gateway: string
  leaseSeconds?: number
  maxAttempts?: number
}

/**
 * Claims up to `limit` due messages: queued ones whose time has come, and claims whose lease
 * ran out. A claim taken over counts as an attempt; one that ran out on the last attempt is
 * failed, since nobody can tell whether it went.
 */
export async function claimDue(db: Queryable, options: ClaimOptions): Promise<Claim> {
  const { channels, limit, gateway } = options
  const lease = options.leaseSeconds ?? LEASE_SECONDS
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  const token = randomUUID()
  if (channels.length === 0 || limit < 1) return { token, messages: [] }
  await db.query(
    `update messages set state = 'failed', failed_at = now(), lease_until = null,
       claim_token = null, last_error = 'lease ran out on the last attempt'
     where state = 'sending' and lease_until <= now() and attempts >= $1`,
    [maxAttempts],
  )
  const rows = await db.query<ClaimedRow>(
    `with due as (
       select id from messages
       where channel = any($1::text[])
         and ((state = 'queued' and next_attempt_at <= now())
           or (state = 'sending' and lease_until <= now()))
       order by next_attempt_at, id
       limit $2
       for update skip locked
     )
     update messages m set
       state = 'sending', attempts = m.attempts + 1, claim_token = $3::uuid,
       lease_until = now() + make_interval(secs => $4), claimed_by = $5
     from due where m.id = due.id
     returning m.id, m.channel, m.recipient, m.subject, m.body_text, m.body_html, m.language,
       m.kind, m.attempts, m.created_at`,
    [channels, limit, token, lease, gateway],
  )
  const messages = rows
    .map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      bodyText: row.body_text,
      bodyHtml: row.body_html,
      language: row.language,
      kind: row.kind,
      attempts: row.attempts,
      createdAt: row.created_at,
    }))
    .sort((a, b) => a.id - b.id)
  return { token, messages }
}

/** Keeps a claim alive while its messages are being sent; false when it was lost. */
export async function renewLease(
  db: Queryable,
  token: string,
  leaseSeconds = LEASE_SECONDS,
): Promise<boolean> {
  const rows = await db.query(
    `update messages set lease_until = now() + make_interval(secs => $2)
     where claim_token = $1::uuid and state = 'sending' returning id`,
    [token, leaseSeconds],
  )
  return rows.length > 0
}

/**
 * Records that a message went. False when the claim was no longer ours (our lease ran out and
 * another gateway took it): then it may have gone twice, and the caller says so in the log.
 */
export async function markSent(db: Queryable, id: number, token: string): Promise<boolean> {
  const rows = await db.query(
    `update messages set state = 'sent', sent_at = now(), lease_until = null, claim_token = null,
       last_error = null
     where id = $1 and claim_token = $2::uuid and state = 'sending' returning id`,
    [id, token],
  )
  return rows.length > 0
}

export interface Unsent {
  /** A code without personal data, e.g. `smtp EENVELOPE 550` (transports.ts). */
  error: string
  /** Refused for good (a 5xx for the address, a 4xx from the SMS provider): no retry. */
  permanent: boolean
}

/**
 * Records an attempt that failed: queued again after min(2^attempts, 3600) s, or failed when
 * the refusal is permanent or that was the last attempt. Returns the new state, or undefined
 * when the claim was no longer ours.
 */
export async function markUnsent(
  db: Queryable,
  id: number,
  token: string,
  unsent: Unsent,
  maxAttempts = MAX_ATTEMPTS,
): Promise<'queued' | 'failed' | undefined> {
  const [row] = await db.query<{ state: 'queued' | 'failed' }>(
    `update messages set
       state = case when $3 or attempts >= $4 then 'failed' else 'queued' end,
       failed_at = case when $3 or attempts >= $4 then now() end,
       next_attempt_at = now() + make_interval(secs => least(power(2, least(attempts, 30)), $5)),
       lease_until = null, claim_token = null, last_error = $6
     where id = $1 and claim_token = $2::uuid and state = 'sending'
     returning state`,
    [id, token, unsent.permanent, maxAttempts, MAX_BACKOFF_SECONDS, unsent.error.slice(0, 200)],
  )
  return row?.state
}

/**
 * Empties the recipient, subject and bodies of messages sent or failed more than `days` ago;
 * the row stays for the case's history. Returns how many were emptied.
 */
export async function scrubMessages(db: Queryable, days = RETAIN_DAYS): Promise<number> {
  const rows = await db.query(
    `update messages set recipient = null, subject = null, body_text = null, body_html = null,
       scrubbed_at = now()
     where scrubbed_at is null and state in ('sent', 'failed')
       and coalesce(sent_at, failed_at) < now() - make_interval(days => $1)
     returning id`,
    [days],
  )
  return rows.length
}

/** What staff may see of the messages about one case: no address, no words. */
export interface MessageRecord {
  id: number
  channel: Channel
  kind: string
  language: AppLocale
  state: MessageState
  attempts: number
  createdAt: Date
  sentAt: Date | null
  failedAt: Date | null
}

/** Every message about `subjectRef`, oldest first. */
export async function messagesAbout(db: Queryable, subjectRef: string): Promise<MessageRecord[]> {
  return db.query<MessageRecord>(
    `select id, channel, kind, language, state, attempts, created_at as "createdAt",
       sent_at as "sentAt", failed_at as "failedAt"
     from messages where subject_ref = $1 order by created_at, id`,
    [subjectRef],
  )
}
