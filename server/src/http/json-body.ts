/**
 * The JSON reader of the gateway calls, with its limit and its errors, checked in this order:
 * media type (415), size (413, 1 MB), bytes (400 when not UTF-8 or cut off), syntax (400),
 * schema (400 per field). It holds nothing but the bytes it reads: a refused or cut-off body
 * leaves the rest to the server (drained or closed, request-body.ts).
 *
 * The size is checked early: by Content-Length when present, and while streaming in any case
 * (a client may send no length, or chunks). Like hono's bodyLimit, which trusts Content-Length
 * alone when present; this one counts the bytes too, and hands back the bytes so the body is
 * buffered once. `jsonBody` puts the checked input where `c.req.valid('json')` finds it, typed.
 */
import { isUtf8 } from 'node:buffer'
import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import type { AppEnv } from '../context'
import { ApiError } from './envelope'
import { type BodyChunks, bodyChunks, MB, requireMediaType } from './request-body'
import { INVALID_INPUT, validate } from './validate'

export const JSON_LIMIT = 1 * MB

const JSON_TOO_LARGE = 'The request is too large (1 MB at most)'
const NOT_JSON = 'The request body is not valid JSON'
const CUT_OFF = 'The request ended before its body arrived whole. Please send it again.'

// Past the limit, read and drop up to this much more so that the client, still sending, gets
// to read the 413 on a connection that stays usable; beyond it, cut the connection.
const DRAIN_BYTES = 64 * MB
const DRAIN_MS = 2_000

async function drain(body: BodyChunks) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DRAIN_MS)
  })
  try {
    let dropped = 0
    for (;;) {
      // A client that stalls mid-body must not hold the answer: race each read with the clock.
      const result = await Promise.race([body.read().catch(() => undefined), timeout])
      if (result === undefined) return {}
      if (result !== 'timeout') dropped += result.byteLength
      if (result === 'timeout' || dropped > DRAIN_BYTES) {
        body.release()
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
  return readChunks(c, limit, tooLarge)
}

const EMPTY = Buffer.alloc(0)

/**
 * The body straight from Node's request: the bytes are used where Node put them. Through the
 * web Request, each body was copied into an ArrayBuffer of its own first, a tenth of a
 * `premium/quote` (docs/design.md section 7). When it is all in the request's buffer already
 * (it came with the headers) it is taken at once; else it is read chunk by chunk.
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

/**
 * Chunk by chunk (request-body.ts), counted, with or without a declared length. A body its
 * client cut off, or that Node's parser gave up on (a broken chunk, an unknown
 * Transfer-Encoding), is its 400, not an error of the gateway.
 */
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
    if (size > limit) throw new ApiError(413, tooLarge, await drain(body))
    chunks.push(chunk)
  }
  return (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)) as Uint8Array<ArrayBuffer>
}

// A body that is not UTF-8 is refused, not patched with U+FFFD: checked by isUtf8, then read
// by Buffer's decoder, cheaper on small bodies than a fatal TextDecoder.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

function decodeJson(bytes: Uint8Array): string {
  if (!isUtf8(bytes)) throw new ApiError(400, NOT_JSON)
  return asBuffer(bytes).toString('utf8')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, NOT_JSON)
  }
}

/** The JSON body (415, 413, 400 when not UTF-8, cut off or not JSON). */
export async function readJson(c: Context): Promise<unknown> {
  requireMediaType(c, 'application/json')
  return parseJson(decodeJson(await readLimited(c, JSON_LIMIT, JSON_TOO_LARGE)))
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export interface JsonBodyOptions {
  /**
   * Remember the checked input of up to this many distinct small bodies (at most
   * REUSE_MAX_CHARS long) and give every later request with the very same text the same frozen
   * object, without parsing or checking it again. For calls that many clients send with
   * identical bodies (product/check in a QR campaign: one code, thousands of scans), where
   * parsing and checking were a good share of the call's cost. Only for schemas whose output
   * is a flat object that the handler reads and never changes; failures are never remembered.
   */
  reuse?: number
}

export const REUSE_MAX_CHARS = 256

function checkedInput<S extends v.GenericSchema>(schema: S, text: string): object {
  const input = parseJson(text)
  if (!isPlainObject(input)) {
    throw new ApiError(400, INVALID_INPUT, {
      errors: [{ path: '', message: 'Send a JSON object' }],
    })
  }
  return validate(schema, input) as object
}

/**
 * Validates the JSON body with schema; the handler reads it with `c.req.valid('json')`. Every
 * call takes a JSON object (valibot's object schemas would take an array's indexes as keys).
 */
export function jsonBody<S extends v.GenericSchema>(
  schema: S,
  options: JsonBodyOptions = {},
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
> {
  const limit = options.reuse ?? 0
  const known = new Map<string, object>()
  return async (c, next) => {
    // readJson's steps, inline: one await less on every JSON call.
    requireMediaType(c, 'application/json')
    const text = decodeJson(await readLimited(c, JSON_LIMIT, JSON_TOO_LARGE))
    let checked = known.get(text)
    if (checked === undefined) {
      checked = checkedInput(schema, text)
      if (limit > 0 && text.length <= REUSE_MAX_CHARS) {
        if (known.size >= limit) known.clear()
        known.set(text, Object.freeze(checked))
      }
    }
    c.req.addValidatedData('json', checked)
    await next()
  }
}
