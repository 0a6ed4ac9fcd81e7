/**
 * Slow and greedy clients. Connections that sent their headers and then one
 * byte every 5 s stayed open for minutes, and 20,000 of them took every file descriptor, after
 * which the gateway failed for everyone. The guards, and why these numbers:
 *
 * - Headers within 20 s (`headersTimeout`): a few hundred bytes, even on a poor 2G link.
 * - A body at a minimum rate rather than one fixed long limit: at least 1 KB/s over every
 *   10 s window (`minBytesPerSecond`, `windowMs`) while a request's body is arriving. A 25 MB
 *   upload on a slow phone (a few tens of KB/s) is never cut, a trickle is cut within 10 s.
 *   The whole request still has an upper bound, `requestTimeout` 180 s: the app gives up on a
 *   multipart call after 120 s (docs/design.md section 4) and retries it from its outbox.
 * - Idle sockets: 5 s between keep-alive requests, 30 s of silence at any point.
 * - At most 32 open connections per client address (a browser opens six per host; a school
 *   behind one address has room), and 4,096 in all, below the usual descriptor limits, so the
 *   gateway always keeps some for its database and files. With TRUST_PROXY every connection
 *   comes from the proxy, which must cap per client itself: the per-address cap is off.
 * - At most 4 uploads of one client at once (http/multipart.ts).
 */
import type { IncomingMessage, Server, ServerOptions } from 'node:http'
import type { Socket } from 'node:net'

export interface ConnectionLimits {
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  idleTimeoutMs: number
  minBytesPerSecond: number
  windowMs: number
  perClient: number
  total: number
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 180_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  minBytesPerSecond: 1024,
  windowMs: 10_000,
  perClient: 32,
  total: 4096,
}

/** Options for http.createServer: Node enforces these itself. */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often Node checks the two timeouts above (default 30 s: too coarse for 20 s).
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  }
}

/** The guards Node has no option for: the body rate and the connection caps. */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  options: { perClientCap: boolean },
): void {
  server.maxConnections = limits.total
  server.timeout = limits.idleTimeoutMs
  const open = new Map<string, number>()
  // Each connection with the request whose body is arriving on it, if any: the bytes read and
  // the time at its last check, so that a request is judged over a whole window, never over
  // the part of one it arrived in. Kept per connection, not per request: a map of every
  // request of the last window held some 150,000 finished requests at a campaign's rate, and
  // the collector spent a tenth of product/check's time moving them (docs/design.md section 7).
  const arriving = new Map<Socket, Arrival>()
  server.on('connection', (socket: Socket) => {
    arriving.set(socket, { request: undefined, bytes: 0, at: 0 })
    socket.once('close', () => arriving.delete(socket))
    if (!options.perClientCap) return
    const address = socket.remoteAddress ?? 'unknown'
    const count = (open.get(address) ?? 0) + 1
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
    if (count > limits.perClient) socket.destroy()
  })
  // One sweep per window over the connections, rather than a timer and listeners per request:
  // this runs on every call, product/check included.
  const least = (limits.minBytesPerSecond * limits.windowMs) / 1000
  const sweep = setInterval(() => {
    const time = Date.now()
    for (const [socket, arrival] of arriving) {
      const request = arrival.request
      if (!request) continue
      if (request.complete || socket.destroyed) {
        arrival.request = undefined
        continue
      }
      if (time - arrival.at < limits.windowMs) continue
      const now = socket.bytesRead
      // Bytes waiting in our own buffers mean the gateway paused reading (a busy disk), not
      // that the client is slow: that window does not count.
      const waiting = request.readableLength > 0 || socket.readableLength > 0
      if (now - arrival.bytes < least && !waiting) {
        arrival.request = undefined
        socket.destroy()
      } else {
        arrival.bytes = now
        arrival.at = time
      }
    }
  }, limits.windowMs)
  sweep.unref()
  server.once('close', () => clearInterval(sweep))
  server.on('request', (request: IncomingMessage) => {
    if (request.complete) return
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0
    const arrival = hasBody ? arriving.get(request.socket) : undefined
    if (arrival) {
      arrival.request = request
      arrival.bytes = request.socket.bytesRead
      arrival.at = Date.now()
    }
  })
}

interface Arrival {
  request: IncomingMessage | undefined
  bytes: number
  at: number
}
