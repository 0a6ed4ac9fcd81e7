/**
 * The jobs of every gateway (scheduler.ts). A feature that needs work done every so often adds
 * its job here; each must be safe to run on several gateways at once.
 */
import { gatewayClock } from '../clock'
import type { Db } from '../db/db'
import type { Env } from '../env'
import type { Logger } from '../http/logger'
import { scrubMessages } from '../messages/queue'
import { messageSender } from '../messages/sender'
import type { Messaging } from '../messages/transports'
import type { Job } from './scheduler'

export interface JobContext {
  db: Db
  logger: Logger
  messaging: Messaging
  /** For the gateway clock's dates (outside production, `test/clock` moves them). */
  env: Pick<Env, 'NODE_ENV'>
  /**
   * Queues the notices due on a date (server/src/submissions/exclusion-notices.ts, given by
   * server.ts: a resource this layer does not import).
   */
  dueNotices: (today: string) => Promise<unknown>
  /**
   * Removes the resumable uploads past their day (server/src/uploads/resumable.ts, given by
   * server.ts as well).
   */
  sweepResumable: () => Promise<unknown>
}

// A message waits at most this long for a sender when it is due (one cheap query when idle).
const SEND_EVERY_MS = 2_000
const SCRUB_EVERY_MS = 60 * 60 * 1000
// The notices due on a date (exclusion-notices.ts): three indexed queries when none is.
const NOTICES_EVERY_MS = 5 * 60 * 1000
// An unfinished upload lives a day; ten minutes more on disk is nothing (one indexed delete).
const RESUMABLE_SWEEP_EVERY_MS = 10 * 60 * 1000

export function gatewayJobs({
  db,
  logger,
  messaging,
  env,
  dueNotices,
  sweepResumable,
}: JobContext): Job[] {
  const sender = messageSender({ db, transports: messaging.transports, logger })
  const clock = gatewayClock(db, env)
  return [
    {
      name: 'exclusions.notices',
      everyMs: NOTICES_EVERY_MS,
      firstAfterMs: 5_000,
      run: async () => dueNotices(await clock.today()),
    },
    {
      name: 'messages.send',
      everyMs: SEND_EVERY_MS,
      firstAfterMs: 1_000,
      run: (signal) => sender.sendDue(signal),
    },
    {
      name: 'uploads.resumable-sweep',
      everyMs: RESUMABLE_SWEEP_EVERY_MS,
      firstAfterMs: 30_000,
      run: () => sweepResumable(),
    },
    {
      name: 'messages.scrub',
      everyMs: SCRUB_EVERY_MS,
      firstAfterMs: 60_000,
      run: () => scrubMessages(db),
    },
  ]
}
