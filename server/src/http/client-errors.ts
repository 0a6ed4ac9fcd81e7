/**
 * Requests Node's HTTP parser gives up on (an unknown or doubled Transfer-Encoding, a broken
 * chunk, headers too large, a request past its time): answered with the 4xx envelope, as every
 * bad request is, instead of Node's bare status line, and then the connection is closed. The
 * status is Node's own for each case. When the parser fails in the body of a request the app
 * is already reading, the app's read fails too and is answered and logged as its 400
 * (json-body.ts, multipart.ts); this answer goes first, and the app's finds the socket closed.
 */
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { failure } from './envelope'

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large',
  ],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'The request is too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long'],
}
const BAD_REQUEST: [number, string, string] = [
  400,
  'Bad Request',
  'The request is not valid HTTP. Please send it again.',
]

function answer(code: string | undefined): string {
  const [status, reason, message] = (code && ANSWERS[code]) || BAD_REQUEST
  const body = JSON.stringify(failure(message))
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** Answers the parser's errors on `server` with the envelope (as Node would, in our words). */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    // Nothing may be written where an answer has begun, or to a client that is gone.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
      socket.end(answer(error.code))
    }
    socket.destroySoon()
  })
}
