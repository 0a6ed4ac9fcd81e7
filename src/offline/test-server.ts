/**
 * A scripted HTTP server for the outbox's unit tests (imported by *.test.ts only): real
 * sockets, so the sender's real fetch and XHR code runs, with each answer chosen by the test.
 * The browser tests (tests/browser/outbox*.test.ts) and the resumable upload's end-to-end test
 * (resumable.e2e.test.ts) use the real gateway instead.
 *
 * `/api/uploads` is answered by a small in-memory tus 1.0.0 server, as docs/api.md describes
 * the gateway's, so that the submissions stay scripted while the files go as they really do.
 * `uploads.cutAt(n)` cuts the connection when an upload reaches n bytes, keeping them (as
 * the gateway's stores keep a partial body); `uploads.forget(id)` is an expired upload.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { API_KEY_HEADER } from '../shared/transport'

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

interface TusUpload {
  length: number
  data: Buffer
  metadata: Record<string, string>
  key: string
}

function tusServer(cors: Record<string, string>) {
  const uploads = new Map<string, TusUpload>()
  const requests: Array<{ method: string; url: string; bytes: number }> = []
  let cut: number | undefined
  let created = 0
  const base = { ...cors, 'Tus-Resumable': '1.0.0' }
  const answer = (response: ServerResponse, status: number, headers: Record<string, string> = {}) =>
    response.writeHead(status, { ...base, ...headers }).end()

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? ''
    const url = request.url ?? ''
    const entry = { method, url, bytes: 0 }
    requests.push(entry)
    const key = String(request.headers[API_KEY_HEADER] ?? '')
    if (method === 'POST') {
      const length = Number(request.headers['upload-length'])
      const metadata = Object.fromEntries(
        String(request.headers['upload-metadata'] ?? '')
          .split(',')
          .map((pair) => pair.trim().split(' '))
          .map(([name, value]) => [name, Buffer.from(value ?? '', 'base64').toString()]),
      )
      created += 1
      const id = `u${created}x${Math.random().toString(36).slice(2)}`
      uploads.set(id, { length, data: Buffer.alloc(0), metadata, key })
      answer(response, 201, { Location: `/api/uploads/${id}` })
      return
    }
    const id = url.split('/').pop() ?? ''
    const upload = uploads.get(id)
    if (!upload || upload.key !== key) {
      request.resume()
      answer(response, 404)
      return
    }
    if (method === 'HEAD') {
      answer(response, 200, {
        'Upload-Offset': String(upload.data.length),
        'Upload-Length': String(upload.length),
      })
      return
    }
    if (method === 'PATCH') {
      if (Number(request.headers['upload-offset']) !== upload.data.length) {
        request.resume()
        answer(response, 409)
        return
      }
      request.on('data', (chunk: Buffer) => {
        if (request.socket.destroyed) return
        const room = cut === undefined ? chunk.length : Math.max(0, cut - upload.data.length)
        const kept = chunk.subarray(0, room)
        entry.bytes += kept.length
        upload.data = Buffer.concat([upload.data, kept])
        if (cut !== undefined && upload.data.length >= cut) {
          cut = undefined
          request.socket.destroy()
        }
      })
      request.on('end', () => {
        if (!request.socket.destroyed)
          answer(response, 204, { 'Upload-Offset': String(upload.data.length) })
      })
      return
    }
    request.resume()
    if (method === 'DELETE') {
      uploads.delete(id)
      answer(response, 204)
      return
    }
    answer(response, 404)
  }

  return {
    handle,
    /** Every upload request, with the body bytes that arrived (PATCH). */
    requests,
    uploads,
    /** Cuts the connection once the next upload written reaches this offset. */
    cutAt: (offset: number) => {
      cut = offset
    },
    forget: (id: string) => uploads.delete(id),
    /** The bytes of every PATCH body that arrived. */
    bytesReceived: () => requests.reduce((sum, item) => sum + item.bytes, 0),
    reset: () => {
      uploads.clear()
      requests.length = 0
      cut = undefined
    },
  }
}

export async function startScriptedServer() {
  const script: Behaviour[] = []
  const received: Received[] = []
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, HEAD, PATCH, DELETE',
    'access-control-expose-headers': 'Retry-After, Location, Upload-Offset, Upload-Length',
  }
  const uploads = tusServer(cors)
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    if (request.url?.startsWith('/api/uploads')) {
      uploads.handle(request, response)
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
    uploads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
