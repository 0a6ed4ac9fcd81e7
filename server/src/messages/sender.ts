/**
 * The sender every gateway runs (a job of jobs/index.ts): claims what is due (queue.ts), sends
 * it through the channel's transport, records the outcome, and again until nothing is due.
 *
 * Never twice: a message is claimed before it is sent, and its claim is renewed while it is
 * sent, so no other gateway takes it meanwhile. Once the transport says it went (the SMTP
 * server's 250, the provider's 2xx), the next step is the update that marks it sent, with
 * nothing in between. The one way to send a message twice is a crash (or a database out of
 * reach for the whole lease) between that answer and that update: then the lease runs out, and
 * another gateway sends it again, with the same Message-ID or reference, by which a receiver can
 * drop the copy. An SMTP server cannot be asked whether it already has a message, so this gap
 * can be made small, not closed (docs/decisions.md, "Messages").
 *
 * Never lost: a claim dies with its gateway, and another takes it once the lease has run out;
 * a failure is tried again after min(2^n, 3600) s, up to MAX_ATTEMPTS.
 */
import { hostname } from 'node:os'
import type { Db } from '../db/db'
import type { Logger } from '../http/logger'
import {
  type Channel,
  type ClaimedMessage,
  claimDue,
  LEASE_SECONDS,
  markSent,
  markUnsent,
  MAX_ATTEMPTS,
  renewLease,
  type Unsent,
} from './queue'
import { SendError, type Transport } from './transports'

export interface SenderOptions {
  db: Db
  transports: Partial<Record<Channel, Transport>>
  logger: Logger
  /** Who claims, recorded with each claim; host:pid by default. */
  gateway?: string
  /** Messages sent at once by this gateway. */
  concurrency?: number
  leaseSeconds?: number
  maxAttempts?: number
}

export interface SendSummary {
  sent: number
  retried: number
  failed: number
}

export interface MessageSender {
  /** Sends everything due, until nothing is or `signal` is aborted (a stopping gateway). */
  sendDue(signal?: AbortSignal): Promise<SendSummary>
}

const CONCURRENCY = 4
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function messageSender(options: SenderOptions): MessageSender {
  const { db, transports, logger } = options
  const gateway = options.gateway ?? `${hostname()}:${process.pid}`
  const concurrency = options.concurrency ?? CONCURRENCY
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  const channels = (Object.keys(transports) as Channel[]).filter((channel) => transports[channel])

  /** Marks a message sent, trying a few times within the lease should the database hiccup. */
  async function recordSent(message: ClaimedMessage, token: string): Promise<boolean | undefined> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await markSent(db, message.id, token)
      } catch {
        if (attempt === 3) return undefined
        await sleep(500 * 2 ** attempt)
      }
    }
  }

  async function sendOne(message: ClaimedMessage, token: string, summary: SendSummary) {
    try {
      await transports[message.channel]!.send(message)
    } catch (error) {
      const unsent: Unsent =
        error instanceof SendError
          ? { error: error.code, permanent: error.permanent }
          : { error: `${message.channel} ERROR`, permanent: false }
      const state = await markUnsent(db, message.id, token, unsent, maxAttempts).catch(
        () => undefined,
      )
      if (state === 'failed') {
        summary.failed++
        logger.error(`Message ${message.id} (${message.kind}) failed for good: ${unsent.error}`)
      } else if (state === 'queued') summary.retried++
      return
    }
    // Straight after the transport's yes: this gap is the only one that can send it twice.
    const recorded = await recordSent(message, token)
    summary.sent++
    if (recorded === false) {
      logger.error(
        `Message ${message.id} (${message.kind}) was sent after its claim ran out: ` +
          'another gateway may have sent it too',
      )
    } else if (recorded === undefined) {
      logger.error(
        `Message ${message.id} (${message.kind}) was sent but could not be marked sent: ` +
          'it will be sent again once its claim runs out',
      )
    }
  }

  return {
    async sendDue(signal) {
      const summary: SendSummary = { sent: 0, retried: 0, failed: 0 }
      while (channels.length > 0 && !signal?.aborted) {
        const claim = await claimDue(db, {
          channels,
          limit: concurrency,
          gateway,
          leaseSeconds,
          maxAttempts,
        })
        if (claim.messages.length === 0) break
        // Renewed three times a lease: one late renewal never lets the claim go.
        const heartbeat = setInterval(
          () => void renewLease(db, claim.token, leaseSeconds).catch(() => false),
          (leaseSeconds * 1000) / 3,
        )
        try {
          await Promise.all(claim.messages.map((message) => sendOne(message, claim.token, summary)))
        } finally {
          clearInterval(heartbeat)
        }
      }
      return summary
    },
  }
}
