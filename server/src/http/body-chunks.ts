/**
 * The request body as a sequence of chunks read on demand, with real backpressure: nothing is
 * read from the socket until the parser asks for the next chunk.
 *
 * Why not always the WHATWG stream of `c.req.raw.body`: on @hono/node-server that stream comes
 * from Node's Readable.toWeb(), whose queue counts chunks, not bytes (16,384 of them), so a fast
 * client's whole upload piled up in memory while the disk caught up: 20 uploads of 10 MB held
 * about 170 MB of buffers. On a real connection the Node request itself is read instead, one
 * chunk at a time; under `app.request()` (tests) the web stream is all there is.
 *
 * `release()` stops reading without destroying anything: the server then drains or closes what
 * is left after the answer, so the client gets to read it (a 413, say).
 */
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import type { AppEnv } from '../context'

export interface BodyChunks {
  /** The next chunk, or undefined at the end; rejects when the client went away. */
  read(): Promise<Uint8Array | undefined>
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
