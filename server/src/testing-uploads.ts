/**
 * Uploads over a real connection, for gateway tests (imported by *.test.ts only): a multipart
 * body built part by part, sent on a raw socket with the backpressure a real client has, that
 * can stop half-way (stall or go away), and the refusals a call must answer at once after a
 * large file. `app.request()` hands the gateway the whole body at once, which hid a refusal
 * that never answered after a file of more than 64 KB; only a socket shows it.
 */
import { readdirSync } from 'node:fs'
import { connect } from 'node:net'
import type { Env } from './env'
import { uploadTempRoot } from './http/upload-temp'

export const BOUNDARY = 'rawuploadboundary'
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`
export const END = `--${BOUNDARY}--\r\n`

export const textPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

export function filePart(name: string, filename: string, content: Uint8Array | string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  return Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from('\r\n')])
}

/** Bytes that are no file format the gateway knows: a large file part's filler. */
export const filler = (size: number) => Buffer.alloc(size, 0x61)

/** A file of more than 64 KB: past the file stream's buffer, where the refusals hung. */
export const LARGE_FILE = 200 * 1024

/**
 * What a call refuses once a file has started: each is sent after a valid large file in one of
 * the call's file fields, and must be answered at once with its 4xx.
 */
export function refusalsAfterFile(fileField: string): { name: string; parts: string[] }[] {
  const file = (i: number) => filePart(fileField, `${i}.pdf`, 'x').toString('latin1')
  return [
    { name: 'an unknown file field', parts: [filePart('notAField', 'b.pdf', 'x').toString()] },
    { name: 'a 17th file', parts: Array.from({ length: 16 }, (_, i) => file(i)) },
    {
      name: 'a 51st text field',
      parts: Array.from({ length: 51 }, (_, i) => textPart(`f${i}`, 'a')),
    },
    { name: 'a text field over 64 KB', parts: [textPart('note', 'y'.repeat(70_000))] },
    {
      name: 'a malformed part',
      parts: [`--${BOUNDARY}\r\nthis header has no colon\r\n\r\nx\r\n`],
    },
  ]
}

export interface RawPost {
  port: number
  path: string
  headers?: Record<string, string>
  /** Written in order, each as fast as the socket takes it. */
  pieces: (string | Uint8Array)[]
  /** Sent without Content-Length (chunked): the gateway cannot refuse it by its length. */
  chunked?: boolean
  /**
   * After the pieces: end the body and wait for the answer (default); stall (the body is
   * declared 1 MB longer, or its last chunk never comes) and wait; or go away at once.
   */
  then?: 'answer' | 'stall' | 'go-away'
  timeoutMs?: number
}

export interface RawAnswer {
  /** 0 when the socket closed or the time ran out before a whole answer. */
  status: number
  body: string
  /** Milliseconds from the first byte sent to the answer (or the end). */
  ms: number
}

/** Sends one request on its own socket and reads its answer (or its end). */
export function rawPost(request: RawPost): Promise<RawAnswer> {
  const { pieces, chunked = false, then = 'answer' } = request
  const size = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0)
  const declared = then === 'stall' ? size + 1024 * 1024 : size
  const head = [
    `POST ${request.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'x-api-key: dev-gateway-key',
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    chunked ? 'transfer-encoding: chunked' : `content-length: ${declared}`,
  ].join('\r\n')
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = connect(request.port, '127.0.0.1')
    let received = Buffer.alloc(0)
    let done = false
    const finish = (status: number, body: string) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ status, body, ms: performance.now() - started })
    }
    const timer = setTimeout(() => finish(0, 'no answer in time'), request.timeoutMs ?? 10_000)
    socket.on('error', () => {})
    socket.on('close', () => finish(0, 'closed without an answer'))
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data])
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      const headers = received.subarray(0, end).toString('latin1')
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? NaN)
      const body = received.subarray(end + 4)
      if (body.length >= length) {
        finish(Number(headers.slice(9, 12)), body.subarray(0, length).toString())
      }
    })
    const write = (bytes: string | Uint8Array) =>
      new Promise<void>((next) => {
        if (done || socket.destroyed) return next()
        if (socket.write(bytes)) next()
        else {
          socket.once('drain', next)
          socket.once('close', next)
        }
      })
    void (async () => {
      await write(`${head}\r\n\r\n`)
      for (const piece of pieces) {
        if (!chunked) await write(piece)
        else if (Buffer.byteLength(piece) > 0) {
          await write(`${Buffer.byteLength(piece).toString(16)}\r\n`)
          await write(piece)
          await write('\r\n')
        }
      }
      if (then === 'go-away') finish(0, 'went away')
      else if (chunked && then === 'answer') await write('0\r\n\r\n')
    })()
  })
}

/** The request folders left in the uploads' temporary folder. */
export function uploadLeftovers(env: Pick<Env, 'NODE_ENV' | 'DATA_DIR'>): string[] {
  try {
    return readdirSync(uploadTempRoot(env))
  } catch {
    return []
  }
}
