/**
 * A small HTTP/1.1 load generator for the benches: N keep-alive connections on loopback, each
 * sending one request, reading the whole answer and sending the next, for a fixed time.
 *
 * Why not Node's http client: on a 2-core machine the load tool shares the CPU with the server
 * it measures, and http.Agent spends more CPU per request than a bare Hono route does, so it
 * would cap both figures at the client's speed and hide the very gap being measured. This one
 * writes prebuilt request bytes on raw sockets and reads just enough of each answer (status,
 * Content-Length or chunked framing) to know where it ends, like wrk does. No extra package.
 */
import { connect, type Socket } from 'node:net'

export interface LoadOptions {
  port: number
  host?: string
  connections: number
  durationMs: number
  /** The raw bytes of the next request to send; called once per request. */
  next: () => Buffer
}

export interface LoadResult {
  requests: number
  /** Answers with a status other than 2xx. */
  failures: number
  statuses: Record<number, number>
  seconds: number
  perSecond: number
  p50Ms: number
  p99Ms: number
}

/** The bytes of a POST with a JSON body. */
export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}) {
  const text = Buffer.from(JSON.stringify(body))
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    'Content-Type: application/json',
    `Content-Length: ${text.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), text])
}

const HEADER_END = Buffer.from('\r\n\r\n')
const CRLF = Buffer.from('\r\n')

/**
 * Where the first complete answer in `data` ends, and its status; undefined while incomplete.
 * Handles Content-Length and chunked bodies (the only framings a Node server sends).
 */
export function parseAnswer(data: Buffer): { end: number; status: number } | undefined {
  const headerEnd = data.indexOf(HEADER_END)
  if (headerEnd < 0) return undefined
  const head = data.toString('latin1', 0, headerEnd)
  const status = Number(head.slice(9, 12))
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)
  const bodyStart = headerEnd + 4
  if (length) {
    const end = bodyStart + Number(length[1])
    return data.length >= end ? { end, status } : undefined
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { end: bodyStart, status }
  let at = bodyStart
  for (;;) {
    const lineEnd = data.indexOf(CRLF, at)
    if (lineEnd < 0) return undefined
    const size = parseInt(data.toString('latin1', at, lineEnd), 16)
    if (Number.isNaN(size)) throw new Error('Bad chunked framing')
    at = lineEnd + 2 + size + 2
    if (data.length < at) return undefined
    if (size === 0) return { end: at, status }
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { port, host = '127.0.0.1', connections, durationMs, next } = options
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let failures = 0
  const started = performance.now()
  const deadline = started + durationMs

  const worker = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket: Socket = connect({ port, host, noDelay: true })
      let buffer: Buffer = Buffer.alloc(0)
      let sentAt = 0
      const send = () => {
        sentAt = performance.now()
        socket.write(next())
      }
      socket.on('connect', send)
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        const answer = parseAnswer(buffer)
        if (!answer) return
        const now = performance.now()
        latencies.push(now - sentAt)
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        if (answer.status < 200 || answer.status > 299) failures += 1
        buffer = buffer.subarray(answer.end)
        if (now < deadline) send()
        else socket.end(resolve)
      })
      socket.on('error', reject)
    })

  await Promise.all(Array.from({ length: connections }, worker))
  const seconds = (performance.now() - started) / 1000
  const sorted = Float64Array.from(latencies).sort()
  return {
    requests: latencies.length,
    failures,
    statuses,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  }
}
