/**
 * `POST /api/test/clock` (docs/api.md): moves the gateway's clock forward (server/src/clock.ts),
 * so the reminders can be tested and tried: the notices due by the new date are queued before it
 * answers (server/src/submissions/exclusion-notices.ts). Mounted whenever NODE_ENV is not production, in
 * development too and without TEST_ROUTES (app.ts); in production it does not exist (404).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { todayInBotswana } from '../../../src/shared/insurance/age'
import type { AppEnv } from '../context'
import { advanceClock, clockOffset, DAY_MS, resetClock } from '../clock'
import { jsonBody } from '../http/json-body'
import { ok } from '../http/envelope'
import { strictBody } from '../http/validate'
import type { Db } from '../db/db'

// Ten years: far past any reminder, short of dates no one would mean.
const MAX_DAYS = 3650

const clockSchema = v.union(
  [
    strictBody({
      addDays: v.pipe(
        v.number('Enter a number of days'),
        v.integer('Enter a whole number of days'),
        v.minValue(0, 'The clock only moves forward'),
        v.maxValue(MAX_DAYS, `Enter at most ${MAX_DAYS} days`),
      ),
    }),
    strictBody({ reset: v.literal(true, 'Send reset: true to go back to the real time') }),
  ],
  'Send addDays, or reset: true',
)

/**
 * `afterMove` queues what is due by the new date (submissions/exclusion-notices.ts, given by
 * app.ts: a resource this one does not import).
 */
export const clockRoutes = (afterMove: (db: Db, today: string) => Promise<unknown>) =>
  new Hono<AppEnv>().post('/', jsonBody(clockSchema), async (c) => {
    const body = c.req.valid('json')
    const db = c.var.db
    if ('reset' in body) await resetClock(db)
    else if (body.addDays > 0) await advanceClock(db, body.addDays)
    const offset = await clockOffset(db)
    const now = new Date(Date.now() + offset)
    // The notices due by the new date are queued now, not at the job's next run (minutes away),
    // so whoever moved the clock sees them at once; the senders send them within seconds.
    await afterMove(db, todayInBotswana(now))
    return ok(c, {
      offsetDays: Math.round(offset / DAY_MS),
      now: now.toISOString(),
      today: todayInBotswana(now),
    })
  })
