/**
 * The jobs of every gateway (scheduler.ts). A feature that needs work done every so often adds
 * its job here; each must be safe to run on several gateways at once.
 */
import type { Db } from '../db/db'
import type { Logger } from '../http/logger'
import { scrubMessages } from '../messages/queue'
import { messageSender } from '../messages/sender'
import type { Messaging } from '../messages/transports'
import type { Job } from './scheduler'

export interface JobContext {
  db: Db
  logger: Logger
  messaging: Messaging
}

// A message waits at most this long for a sender when it is due (one cheap query when idle).
const SEND_EVERY_MS = 2_000
const SCRUB_EVERY_MS = 60 * 60 * 1000

export function gatewayJobs({ db, logger, messaging }: JobContext): Job[] {
  const sender = messageSender({ db, transports: messaging.transports, logger })
  return [
    {
      name: 'messages.send',
      everyMs: SEND_EVERY_MS,
      firstAfterMs: 1_000,
      run: (signal) => sender.sendDue(signal),
    },
    {
      name: 'messages.scrub',
      everyMs: SCRUB_EVERY_MS,
      firstAfterMs: 60_000,
      run: () => scrubMessages(db),
    },
  ]
}
