/**
 * How a message leaves (docs/api.md, "Outgoing messages"; docs/decisions.md, "Messages"):
 *
 * - email through the SMTP server of SMTP_URL (nodemailer, pooled), from MAIL_FROM, with a
 *   Message-ID made from the row (`<msg-<id>-<created ms>@<MAIL_FROM's domain>>`), the same at
 *   every attempt, so a receiver can drop a copy sent again after a crash;
 * - SMS as a JSON POST `{ to, text, reference }` to SMS_URL, `reference` made the same way and
 *   sent as Idempotency-Key too;
 * - without them, outside production, each message is written as a file in
 *   DATA_DIR/messages (`message-<id>.eml`, `message-<id>.json`, owner-only) and nothing is sent;
 *   in production such a channel has no transport, and its messages wait in the queue.
 *
 * A failure is a SendError whose code holds no personal data (a server's reply can quote the
 * address, so only its numbers are kept), and says whether trying again can help.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { textLang } from '../../../src/shared/locales'
import type { Env } from '../env'
import type { Channel, ClaimedMessage } from './queue'
import { mailDomain, smsSettings, smtpSettings } from '../settings/messages'

export interface Transport {
  channel: Channel
  /** Sends, or throws SendError. */
  send(message: ClaimedMessage): Promise<void>
  close(): void
}

export class SendError extends Error {
  constructor(
    /** What went wrong, without personal data: `smtp ECONNECTION`, `sms http 503`. */
    readonly code: string,
    /** Trying again cannot help (the address or the message was refused). */
    readonly permanent: boolean,
  ) {
    super(code)
    this.name = 'SendError'
  }
}

const DEFAULT_FROM = 'ScamLock <no-reply@localhost>'
// One message's SMTP exchange: a server that says nothing for this long is given up on.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }
export const SMS_TIMEOUT_MS = 15_000
// Statuses from the SMS provider worth trying again; every other 4xx is a refusal for good.
const SMS_RETRY = new Set([408, 425, 429])

/** The same for every attempt at one message: what a receiver deduplicates by. */
export const messageReference = (message: Pick<ClaimedMessage, 'id' | 'createdAt'>) =>
  `msg-${message.id}-${message.createdAt.getTime()}`

function mailOf(message: ClaimedMessage, from: string): Mail.Options {
  return {
    from,
    to: message.recipient,
    subject: message.subject ?? '',
    text: message.bodyText,
    ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
    messageId: `<${messageReference(message)}@${mailDomain(from)}>`,
    headers: { 'Content-Language': textLang(message.language) },
    // A body never names a file or an address for nodemailer to read into the message.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

function smtpFailure(error: unknown): SendError {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  const name = typeof code === 'string' && /^[A-Z_]{1,24}$/.test(code) ? code : 'ERROR'
  const status = typeof responseCode === 'number' ? responseCode : undefined
  // 5xx to the envelope or the message: that address or that message is refused for good.
  const permanent =
    status !== undefined && status >= 500 && (name === 'EENVELOPE' || name === 'EMESSAGE')
  return new SendError(`smtp ${name}${status ? ` ${status}` : ''}`, permanent)
}

/**
 * A nodemailer transporter made at the first message: loading nodemailer takes 60 to 80 ms,
 * which the start does not pay (most starts send nothing in their first seconds).
 */
function lazyTransporter(make: (mailer: typeof nodemailer) => Transporter) {
  let transporter: Promise<Transporter> | undefined
  return {
    get: () => (transporter ??= import('nodemailer').then((module) => make(module.default))),
    close: () => void transporter?.then((made) => made.close()),
  }
}

export function smtpTransport(url: string, from: string, production: boolean): Transport {
  const settings = smtpSettings(url)!
  const transporter = lazyTransporter((mailer) =>
    mailer.createTransport({
      pool: true,
      maxConnections: 2,
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      // In production a relay on another machine must take STARTTLS: people's addresses and
      // words do not cross a network in clear. One on this machine may speak plain SMTP.
      requireTLS: production && !settings.secure && !settings.local,
      ...(settings.auth ? { auth: settings.auth } : {}),
      ...SMTP_TIMEOUTS,
    }),
  )
  return {
    channel: 'email',
    async send(message) {
      try {
        await (await transporter.get()).sendMail(mailOf(message, from))
      } catch (error) {
        throw smtpFailure(error)
      }
    },
    close: transporter.close,
  }
}

export function smsTransport(url: string, timeoutMs = SMS_TIMEOUT_MS): Transport {
  const settings = smsSettings(url)!
  return {
    channel: 'sms',
    async send(message) {
      const reference = messageReference(message)
      let response: Response
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': reference,
            ...(settings.authorization ? { authorization: settings.authorization } : {}),
          },
          body: JSON.stringify({ to: message.recipient, text: message.bodyText, reference }),
          signal: AbortSignal.timeout(timeoutMs),
          // A redirect would carry the text to an address nobody set.
          redirect: 'error',
        })
      } catch (error) {
        const timedOut = (error as { name?: unknown })?.name === 'TimeoutError'
        throw new SendError(timedOut ? 'sms timeout' : 'sms network', false)
      }
      await response.body?.cancel().catch(() => {})
      // 409: the provider already has this reference, so the text went the first time.
      if (response.ok || response.status === 409) return
      const permanent =
        response.status >= 400 && response.status < 500 && !SMS_RETRY.has(response.status)
      throw new SendError(`sms http ${response.status}`, permanent)
    },
    close: () => {},
  }
}

/** Files in `dir` instead of sending (outside production, without SMTP_URL or SMS_URL). */
export function fileTransport(channel: Channel, dir: string, from: string): Transport {
  const composer = lazyTransporter((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true }),
  )
  let made: Promise<unknown> | undefined
  const write = async (name: string, data: string | Buffer) => {
    made ??= mkdir(dir, { recursive: true, mode: 0o700 })
    await made
    await writeFile(join(dir, name), data, { mode: 0o600 })
  }
  return {
    channel,
    async send(message) {
      try {
        if (channel === 'email') {
          const { message: raw } = (await (
            await composer.get()
          ).sendMail(mailOf(message, from))) as {
            message: Buffer
          }
          await write(`message-${message.id}.eml`, raw as Buffer)
        } else {
          const body = {
            to: message.recipient,
            text: message.bodyText,
            reference: messageReference(message),
          }
          await write(`message-${message.id}.json`, `${JSON.stringify(body, null, 2)}\n`)
        }
      } catch (error) {
        const code = (error as { code?: unknown })?.code
        throw new SendError(`file ${typeof code === 'string' ? code : 'ERROR'}`, false)
      }
    },
    close: composer.close,
  }
}

export interface Messaging {
  transports: Partial<Record<Channel, Transport>>
  /** For the start: where messages go, or that some cannot go. */
  notes: string[]
}

/** The transports the settings give, and what the start should tell the operator. */
export function messagingFor(env: Env): Messaging {
  const production = env.NODE_ENV === 'production'
  const from = env.MAIL_FROM ?? DEFAULT_FROM
  const dir = join(env.DATA_DIR, 'messages')
  const transports: Partial<Record<Channel, Transport>> = {}
  const notes: string[] = []
  const asFiles: string[] = []
  if (env.SMTP_URL) transports.email = smtpTransport(env.SMTP_URL, from, production)
  else if (!production) {
    transports.email = fileTransport('email', dir, from)
    asFiles.push('email (no SMTP_URL)')
  } else {
    notes.push(
      'Email cannot be sent: SMTP_URL and MAIL_FROM are not set. Emails wait in the database ' +
        'until a gateway has them.',
    )
  }
  if (env.SMS_URL) transports.sms = smsTransport(env.SMS_URL)
  else if (!production) {
    transports.sms = fileTransport('sms', dir, from)
    asFiles.push('SMS (no SMS_URL)')
  } else {
    notes.push(
      'SMS cannot be sent: SMS_URL is not set. SMS wait in the database until a gateway has it.',
    )
  }
  if (asFiles.length > 0) {
    notes.push(`Messages are not sent but written as files in ${dir}: ${asFiles.join(', ')}.`)
  }
  return { transports, notes }
}
