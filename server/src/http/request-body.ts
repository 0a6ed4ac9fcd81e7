/**
 * What the two body readers share (body.ts for JSON, multipart.ts): the media type check, and the
 * request's bytes as chunks read on demand, with real backpressure: nothing is read from the
 * socket until the reader asks for the next chunk. Each reader owns its limits, its errors and
 * its cleanup; this module owns no resource beyond the listeners of the read in progress.
 *
 * Why not always the WHATWG stream of `c.req.raw.body`: on @hono/node-server that stream comes
 * from Node's Readable.toWeb(), whose queue counts chunks, not bytes (16,384 of them), so a fast
 * client's whole upload piled up in memory while the disk caught up: 20 uploads of 10 MB held
 * about 170 MB of buffers. On a real connection the Node request itself is read instead, one
 * chunk at a time; under `app.request()` (tests) the web stream is all there is.
 *
 * `release()` stops reading without destroying anything: the server then drains or closes what
 * is left after the answer (@hono/node-server: 500 ms or 64 MB at most), so the client gets to
 * read it (a 413, say). A read fails when the client went away or Node's parser gave up on the
 * body (a broken chunk, an unknown Transfer-Encoding): each reader answers that with its 400.
 */
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { ApiError } from './envelope'

export { MB } from '../../../src/shared/uploads'

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

export interface BodyChunks {
  /** The next chunk, or undefined at the end; rejects when the body cannot arrive whole. */
  read(): Promise<Uint8Array | undefined>
  /** Stops reading; a read in progress is abandoned (its listeners go). */
  release(): void
}

export function bodyChunks(c: Context<AppEnv>): BodyChunks | undefined {
  const incoming = c.env?.incoming
  // Untouched so far (nothing made it flow): read it directly.
  if (incoming instanceof Readable && incoming.readableFlowing === null) {
    return nodeChunks(incoming)
  }
  const body = c.req.raw.body
  if (!body) return undefined
  const reader = body.getReader()
  return {
    read: async () => {
      const { done, value } = await reader.read()
      return done ? undefined : value
    },
    release: () => reader.releaseLock(),
  }
}

function nodeChunks(stream: Readable): BodyChunks {
  let detach = () => {}
  return {
    read: () =>
      new Promise<Uint8Array | undefined>((resolve, reject) => {
        const take = () => {
          const chunk = stream.read() as Buffer | null
          if (chunk !== null) return settle(() => resolve(chunk))
          if (stream.readableEnded) return settle(() => resolve(undefined))
        }
        const onEnd = () => settle(() => resolve(undefined))
        const onError = (error: Error) => settle(() => reject(error))
        const onClose = () => {
          if (!stream.readableEnded) settle(() => reject(new Error('The client went away')))
        }
        const settle = (done: () => void) => {
          detach()
          done()
        }
        detach = () => {
          stream.off('readable', take)
          stream.off('end', onEnd)
          stream.off('error', onError)
          stream.off('close', onClose)
        }
        stream.on('readable', take)
        stream.once('end', onEnd)
        stream.once('error', onError)
        stream.once('close', onClose)
        if (stream.destroyed && !stream.readableEnded) onClose()
        else take()
      }),
    release: () => detach(),
  }
}
