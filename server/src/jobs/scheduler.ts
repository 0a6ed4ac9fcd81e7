/**
 * Work every gateway does on its own every so often (docs/architecture.md, "Jobs"): sending
 * the queued messages, emptying old ones, and the jobs features add (jobs/index.ts). A job
 * runs `everyMs` after its last run ended, never twice at once on one gateway; every gateway
 * runs every job, so a job must be safe to run on two gateways at the same moment (a claim in
 * the database, as the message sender's, or an idempotent statement).
 *
 * Timers do not keep the process alive; stop() lets a run that is under way finish (its
 * signal is aborted, so a long one can stop early) and starts no other. A failure is logged by
 * its code only, never its message, which could quote a row, and the job runs again next time.
 */
import type { Logger } from '../http/logger'

export interface Job {
  /** For the log: `messages.send`. */
  name: string
  /** Milliseconds from the end of one run to the start of the next. */
  everyMs: number
  /** Milliseconds from the start to the first run (everyMs by default). */
  firstAfterMs?: number
  /** Aborted when the gateway stops. */
  run(signal: AbortSignal): Promise<unknown>
}

export interface Scheduler {
  /** No new runs; resolves when the runs under way have ended. */
  stop(): Promise<void>
}

/** A code for the log that cannot carry personal data. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code
  if (typeof code === 'string' && /^[A-Za-z0-9_.-]{1,32}$/.test(code)) return code
  return error instanceof Error ? error.name : 'unknown'
}

export function startJobs(jobs: readonly Job[], logger: Logger): Scheduler {
  const stopping = new AbortController()
  const timers = new Set<NodeJS.Timeout>()
  const running = new Set<Promise<void>>()

  const schedule = (job: Job, delay: number) => {
    if (stopping.signal.aborted) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      const run = job
        .run(stopping.signal)
        .then(
          () => {},
          (error: unknown) => logger.error(`Job ${job.name} failed (${errorCode(error)})`),
        )
        .finally(() => {
          running.delete(run)
          schedule(job, job.everyMs)
        })
      running.add(run)
    }, delay)
    timer.unref()
    timers.add(timer)
  }
  for (const job of jobs) schedule(job, job.firstAfterMs ?? job.everyMs)

  return {
    async stop() {
      stopping.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.all([...running])
    },
  }
}
