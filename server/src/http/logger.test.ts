import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleLogger, loggedPath, memoryLogger, requestLog } from './logger'

describe('consoleLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('writes the info lines of one turn to stdout together, in order', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    consoleLogger.info('first line')
    consoleLogger.info('second line')
    expect(write).not.toHaveBeenCalled()
    await new Promise((resolve) => setImmediate(resolve))
    expect(write).toHaveBeenCalledTimes(1)
    expect(write).toHaveBeenCalledWith('first line\nsecond line\n')
  })
})

describe('request log', () => {
  it('writes the path as sent, so %0a cannot forge a log line', async () => {
    const logger = memoryLogger()
    const app = new Hono()
    app.use(requestLog(logger))
    app.get('*', (c) => c.text('ok'))
    await app.request('/api/%0a2026-01-01T00:00:00.000Z%20GET%20/api/admin%20200?x=%0a')
    await app.request('/plain/path?secret=1')
    expect(logger.lines).toHaveLength(2)
    expect(logger.lines[0]).toMatch(
      / GET \/api\/%0a2026-01-01T00:00:00.000Z%20GET%20\/api\/admin%20200 200 \d+ms$/,
    )
    expect(logger.lines.join('')).not.toMatch(/\n|secret/)
    expect(logger.lines[1]).toMatch(/ GET \/plain\/path 200 /)
  })

  it('encodes what the URL parser left raw and caps the length', () => {
    expect(loggedPath('http://x/a b\nc%zz')).toBe('/a%20b%0Ac%25zz')
    expect(loggedPath(`http://x/${'a'.repeat(500)}`)).toHaveLength(201)
  })
})
