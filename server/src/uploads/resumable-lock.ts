/**
 * The lock of a resumable upload (resumable.ts): one request at a time may write to an upload,
 * whichever gateway it reached. `@tus/server`'s own locker lives in one process's memory, which
 * two gateways behind a balancer do not share; the database they do share holds a lease in the
 * upload's row (migration 034):
 *
 * - taking it: the row's `locked_by` set to this request's token, if free or its lease is over;
 * - holding it: the lease (LEASE_SECONDS) renewed every RENEW_MS while the request runs, so a
 *   gateway that dies lets go within LEASE_SECONDS;
 * - asked to let go: a request that waits sets `release_asked`; the holder sees it at its next
 *   renewal and ends its request (tus's `requestRelease`), keeping the bytes that arrived. That
 *   is the PATCH of a line cut off whose socket the gateway still thinks open, when the app
 *   comes back on another line and asks again;
 * - letting go: `locked_by` cleared, by token (never someone else's lease).
 *
 * A wait ends when its request ends (the signal), or after WAIT_MS (tus answers it as a
 * failure, our 503 or 500 in resumable.ts). Leases use the database's time, not the gateway
 * clock (clock.ts says why).
 */
import { randomUUID } from 'node:crypto'
import type { Lock, Locker, RequestRelease } from '@tus/utils'
import { ERRORS } from '@tus/utils'
import type { Queryable } from '../db/db'

const LEASE_SECONDS = 30
const RENEW_MS = 2_000
const POLL_MS = 100
const WAIT_MS = 20_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function resumableLocker(db: Queryable): Locker {
  return { newLock: (id) => new LeaseLock(db, id) }
}

class LeaseLock implements Lock {
  private readonly token = randomUUID()
  private renewal: NodeJS.Timeout | undefined

  constructor(
    private readonly db: Queryable,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + WAIT_MS
    let asked = false
    for (;;) {
      const [row] = await this.db.query<{ taken: boolean }>(
        `update resumable_uploads
         set locked_by = case when locked_by is null or locked_until < now() then $2 else locked_by end,
           locked_until = case when locked_by is null or locked_until < now()
             then now() + interval '${LEASE_SECONDS} seconds' else locked_until end,
           release_asked = case when locked_by is null or locked_until < now() then false else true end
         where id = $1
         returning locked_by = $2 as taken`,
        [this.id, this.token],
      )
      // No row: nothing to guard (the upload was removed); the handler finds it gone.
      if (!row || row.taken) break
      if (!asked) asked = true
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT
      await sleep(POLL_MS)
    }
    this.renewal = setInterval(() => {
      this.db
        .query<{ release_asked: boolean }>(
          `update resumable_uploads
           set locked_until = now() + interval '${LEASE_SECONDS} seconds'
           where id = $1 and locked_by = $2 returning release_asked`,
          [this.id, this.token],
        )
        .then(([row]) => {
          if (row?.release_asked) void requestRelease()
        })
        .catch(() => undefined)
    }, RENEW_MS)
    this.renewal.unref()
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal)
    this.renewal = undefined
    await this.db.query(
      `update resumable_uploads set locked_by = null, locked_until = null, release_asked = false
       where id = $1 and locked_by = $2`,
      [this.id, this.token],
    )
  }
}
