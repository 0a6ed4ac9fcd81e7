/**
 * Request logging: one line per request with method, path, status and duration. Never bodies,
 * headers, keys, query strings or addresses: the people who submit here are vulnerable and
 * their data stays out of logs. Tests pass `silentLogger`.
 */
import type { MiddlewareHandler } from 'hono'

export interface Logger {
  info(message: string): void
  error(message: string, error?: unknown): void
}

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

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    const ms = Math.round(performance.now() - start)
    // c.req.path carries no query string.
    logger.info(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
  }
}
