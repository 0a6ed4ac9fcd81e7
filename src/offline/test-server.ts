/**
 * A scripted HTTP server for the outbox's unit tests (imported by *.test.ts only): real
 * sockets, so the sender's real fetch and XHR code runs, with each answer chosen by the test.
 * The browser tests (tests/browser/outbox*.test.ts) use the real gateway instead.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Behaviour =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { cut: true }
  | { stall: true }

export interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: Buffer
}

export async function startScriptedServer() {
  const script: Behaviour[] = []
  const received: Received[] = []
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST',
    'access-control-expose-headers': 'Retry-After',
  }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.url?.startsWith('/api/health')) {
        response.writeHead(200, { ...cors, 'content-type': 'application/json' })
        response.end('{"success":true}')
        return
      }
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      })
      const next = script.shift() ?? { status: 201, body: { success: true, data: {} } }
      if ('cut' in next) {
        request.socket.destroy()
        return
      }
      if ('stall' in next) return
      response.writeHead(next.status, {
        ...cors,
        'content-type': 'application/json',
        ...next.headers,
      })
      response.end(next.body === undefined ? '' : JSON.stringify(next.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    host: `http://127.0.0.1:${port}`,
    script,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
