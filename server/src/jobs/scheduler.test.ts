/**
 * The scheduler: each job every N ms after its last run, never two runs of one job at once,
 * a failure logged by its code only (never the message, which could quote a row), and a stop
 * that waits for the run under way and starts no other.
 */
import { describe, expect, it } from 'vitest'
import { memoryLogger } from '../http/logger'
import { startJobs } from './scheduler'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startJobs', () => {
  it('runs a job every N ms after its last run ended, never twice at once', async () => {
    let running = 0
    let most = 0
    let runs = 0
    const jobs = startJobs(
      [
        {
          name: 'slow',
          everyMs: 10,
          firstAfterMs: 0,
          async run() {
            running++
            most = Math.max(most, running)
            runs++
            await sleep(30)
            running--
          },
        },
      ],
      memoryLogger(),
    )
    await sleep(250)
    await jobs.stop()
    expect(most).toBe(1)
    // 40 ms a round: about six in 250 ms, and never the 25 a fixed 10 ms timer would start.
    expect(runs).toBeGreaterThanOrEqual(3)
    expect(runs).toBeLessThanOrEqual(7)
  })

  it('logs a failure by its code, never its message, and runs again next time', async () => {
    const logger = memoryLogger()
    let runs = 0
    const jobs = startJobs(
      [
        {
          name: 'messages.send',
          everyMs: 5,
          firstAfterMs: 0,
          async run() {
            runs++
            throw Object.assign(new Error('duplicate key (recipient)=(mpho@example.org)'), {
              code: '23505',
            })
          },
        },
      ],
      logger,
    )
    await sleep(60)
    await jobs.stop()
    expect(runs).toBeGreaterThan(1)
    expect(logger.lines[0]).toBe('Job messages.send failed (23505)')
    expect(logger.lines.join('\n')).not.toContain('mpho')
  })

  it('stops: the run under way finishes (told by its signal), and no other starts', async () => {
    const events: string[] = []
    const jobs = startJobs(
      [
        {
          name: 'long',
          everyMs: 1,
          firstAfterMs: 0,
          async run(signal) {
            events.push('start')
            while (!signal.aborted) await sleep(5)
            await sleep(20)
            events.push('end')
          },
        },
        { name: 'later', everyMs: 10_000, run: async () => events.push('later') },
      ],
      memoryLogger(),
    )
    await sleep(30)
    await jobs.stop()
    expect(events).toEqual(['start', 'end'])
    await sleep(30)
    expect(events).toEqual(['start', 'end'])
  })
})
