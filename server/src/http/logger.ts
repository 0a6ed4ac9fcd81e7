/**
 * Request logging: one line per request with method, path (as sent, percent-encoded), status
 * and duration. Never bodies, headers, keys, query strings or addresses: the people who submit
 * here are vulnerable and their data stays out of logs. Tests pass `silentLogger`.
 */
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../context'

export type { Logger } from '../context'

/**
 * Info lines for stdout, written together once per turn of the event loop (and at exit): with
 * the request log on, the default in production, a console.log per request was a synchronous
 * write to stdout on every call, hot product/check included. Errors still go out at once.
 */
function stdoutLines(): (line: string) => void {
  let lines: string[] = []
  let hooked = false
  const flush = () => {
    if (lines.length === 0) return
    const text = `${lines.join('\n')}\n`
    lines = []
    process.stdout.write(text)
  }
  return (line) => {
    if (!hooked) {
      hooked = true
      process.on('exit', flush)
    }
    if (lines.push(line) === 1) setImmediate(flush)
  }
}

export const consoleLogger: Logger = {
  info: stdoutLines(),
  error: (message, error) => console.error(message, error instanceof Error ? error.stack : ''),
}

export const silentLogger: Logger = { info: () => {}, error: () => {} }

/** A logger that keeps its lines, for tests that check what is logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    info: (message) => lines.push(message),
    error: (message) => lines.push(message),
  }
}

const MAX_LOGGED_PATH = 200

/**
 * The path as the client sent it, percent-encoded, without the query string, at most 200
 * characters. Not c.req.path: Hono decodes it, so `%0a` in a request would have written a
 * line break into the log and let a client forge log lines.
 */
export function loggedPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return '/'
  const end = url.search(/[?#]/)
  const raw = url.slice(start, end < 0 ? undefined : end)
  const safe = raw.replace(/[^\x21-\x7e]|%(?![0-9a-fA-F]{2})/g, (char) =>
    char === '%' ? '%25' : encodeURIComponent(char.toWellFormed()),
  )
  return safe.length > MAX_LOGGED_PATH ? `${safe.slice(0, MAX_LOGGED_PATH)}…` : safe
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    const ms = Math.round(performance.now() - start)
    const path = loggedPath(c.req.url)
    logger.info(`${new Date().toISOString()} ${c.req.method} ${path} ${c.res.status} ${ms}ms`)
  }
}
