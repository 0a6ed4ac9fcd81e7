/**
 * Reads a request body with a byte limit, rejecting early: by Content-Length when present, and
 * while streaming in any case (a client may send no length, or chunks). Like hono's bodyLimit,
 * which trusts Content-Length alone when present; this one counts the bytes too, and hands back
 * the bytes so the body is buffered once.
 */
import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { bodyChunks } from './body-chunks'
import { ApiError } from './envelope'

export const MB = 1024 * 1024

export function mediaType(c: Context): string {
  const type = c.req.header('content-type') ?? ''
  // The usual case, with nothing to split or trim.
  if (type === 'application/json') return type
  return type.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** 415 unless the request's media type is the one the call takes. */
export function requireMediaType(c: Context, expected: 'application/json' | 'multipart/form-data') {
  if (mediaType(c) === expected) return
  const hint = expected === 'application/json' ? 'JSON' : 'multipart form data'
  throw new ApiError(415, `This call takes ${hint} (Content-Type: ${expected})`)
}

// Past the limit, read and drop up to this much more so that the client, still sending, gets
// to read the 413 on a connection that stays usable; beyond it, cut the connection.
const DRAIN_BYTES = 64 * MB
const DRAIN_MS = 2_000

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DRAIN_MS)
  })
  try {
    let dropped = 0
    for (;;) {
      // A client that stalls mid-body must not hold the answer: race each read with the clock.
      const result = await Promise.race([reader.read(), timeout])
      if (result !== 'timeout' && result.done) return {}
      if (result !== 'timeout') dropped += result.value.byteLength
      if (result === 'timeout' || dropped > DRAIN_BYTES) {
        reader.cancel().catch(() => {})
        return { headers: { Connection: 'close' } }
      }
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The body's bytes, at most `limit` of them (413 `tooLarge` past it). Not async itself: on the
 * usual path (a declared length within the limit) it hands on the one promise of the read,
 * and each await less counts on a call as hot as product/check.
 */
export function readLimited(
  c: Context,
  limit: number,
  tooLarge: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const length = c.req.header('content-length')
  const declared = length === undefined ? NaN : Number(length)
  if (declared > limit) return Promise.reject(new ApiError(413, tooLarge))
  // A declared length within the limit: Node's parser stops the body at that length, so it is
  // read whole, without a web stream (much cheaper on @hono/node-server). The count stays.
  if (declared >= 0) {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    // Once Node's parser is done with the packet the headers came in (the next turn of the
    // event loop; a microtask runs between its body and its end), a small body is all there
    // and ended, read at once with no listener.
    if (incoming) {
      return new Promise((resolve, reject) =>
        setImmediate(() => {
          try {
            resolve(readIncoming(c, incoming, declared, limit, tooLarge))
          } catch (error) {
            reject(error as Error)
          }
        }),
      )
    }
    return c.req.raw.arrayBuffer().then((buffer) => {
      if (buffer.byteLength > limit) throw new ApiError(413, tooLarge)
      return new Uint8Array(buffer)
    })
  }
  return readStream(c, limit, tooLarge)
}

const EMPTY = Buffer.alloc(0)
const CUT_OFF = 'The request ended before its body arrived whole. Please send it again.'

/**
 * The body straight from Node's request: the bytes are used where Node put them. Through the
 * web Request, each body was copied into an ArrayBuffer of its own first, a tenth of a
 * `premium/quote` (docs/design.md section 7). When it is all in the request's buffer already
 * (it came with the headers) it is taken at once; else it is read chunk by chunk as uploads
 * are (body-chunks.ts). A body cut off by the client is its 400, not an error of the gateway.
 */
function readIncoming(
  c: Context,
  incoming: IncomingMessage,
  declared: number,
  limit: number,
  tooLarge: string,
): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>> {
  // All of it in the buffer and ended: the parser stops a body at its declared length.
  if (
    incoming.readableFlowing === null &&
    incoming.complete &&
    incoming.readableLength >= declared
  ) {
    // Taking the last bytes of an ended stream ends it: the server has nothing to drain after
    // the answer (@hono/node-server otherwise sets two timers and a drain on every request).
    const whole = (incoming.read() as Buffer | null) ?? EMPTY
    if (whole.length > limit) throw new ApiError(413, tooLarge)
    return whole as Uint8Array<ArrayBuffer>
  }
  return readChunks(c, limit, tooLarge)
}

async function readChunks(
  c: Context,
  limit: number,
  tooLarge: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const body = bodyChunks(c as Context<AppEnv>)
  if (!body) return EMPTY as Uint8Array<ArrayBuffer>
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const chunk = await body.read().catch(() => {
      throw new ApiError(400, CUT_OFF)
    })
    if (chunk === undefined) break
    size += chunk.byteLength
    if (size > limit) {
      body.release()
      throw new ApiError(413, tooLarge)
    }
    chunks.push(chunk)
  }
  return (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)) as Uint8Array<ArrayBuffer>
}

/** Without a declared length (chunked): counted while it streams, cut off past the limit. */
async function readStream(
  c: Context,
  limit: number,
  tooLarge: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const body = c.req.raw.body
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) throw new ApiError(413, tooLarge, await drain(reader))
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
