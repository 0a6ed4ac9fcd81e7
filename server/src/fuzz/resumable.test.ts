/**
 * The resumable uploads' calls (uploads/resumable.ts) with bad input, over a real connection:
 * wrong offsets, lengths that are negative, huge or not numbers, metadata that is not base64
 * or carries half an emoji, a body past Upload-Length, extensions we do not offer, and a client
 * that stops in the middle of a PATCH. Every answer is the 4xx envelope with Tus-Resumable,
 * never a 5xx; a cut PATCH keeps the bytes that arrived and frees its lock, so the upload goes
 * on from there. (POST /api/uploads is also in the general suite: calls.ts.)
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import { FILE_MAX_BYTES } from '../../../src/shared/uploads'
import { parseEnv } from '../env'
import { startServer, type RunningServer } from '../main'
import { KEY } from '../testing'
import { realPng } from '../testing-files'

let server: RunningServer
let base: string

beforeAll(async () => {
  server = await startServer({
    env: parseEnv({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '1000000' }),
    port: 0,
    host: '127.0.0.1',
    memory: true,
    testMode: true,
  })
  base = `http://127.0.0.1:${server.port}`
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64')
const TUS = { 'tus-resumable': '1.0.0', 'x-api-key': KEY }
const metadata = () => `filename ${b64('a.png')},reference ${b64(makeReference('productReport'))}`

async function call(path: string, init: RequestInit) {
  const response = await fetch(`${base}${path}`, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text }
}

async function create(length = 1000) {
  const answer = await call('/api/uploads', {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata() },
  })
  expect(answer.status).toBe(201)
  return answer.headers.get('location')!
}

const offsetOf = async (location: string) =>
  Number((await call(location, { method: 'HEAD', headers: TUS })).headers.get('upload-offset'))

/** Problems of a refusal: a 5xx, no envelope, no Tus-Resumable. */
function problems(where: string, answer: Awaited<ReturnType<typeof call>>, method = 'POST') {
  const found: string[] = []
  if (answer.status >= 500 || answer.status < 400) found.push(`${where}: ${answer.status}`)
  if (answer.headers.get('tus-resumable') !== '1.0.0') found.push(`${where}: no Tus-Resumable`)
  if (method === 'HEAD') return found
  try {
    const body = JSON.parse(answer.text) as { success: unknown; message: unknown }
    if (body.success !== false || typeof body.message !== 'string') found.push(`${where}: body`)
  } catch {
    found.push(`${where}: not JSON: ${answer.text.slice(0, 80)}`)
  }
  return found
}

describe('fuzz: resumable uploads', () => {
  it('refuses every bad creation with the envelope', async () => {
    const found: string[] = []
    const lengths = ['-1', '0', '', '1e3', '0x10', '10.0', String(FILE_MAX_BYTES + 1)]
    for (const length of [...lengths, '9'.repeat(40)]) {
      const answer = await call('/api/uploads', {
        method: 'POST',
        headers: { ...TUS, 'upload-length': length, 'upload-metadata': metadata() },
      })
      found.push(...problems(`Upload-Length ${length.slice(0, 20)}`, answer))
    }
    const half = b64(Buffer.from('😀').subarray(0, 2))
    for (const bad of [
      'reference ***',
      'reference',
      `reference ${b64('PR-1')}`,
      `reference ${half}`,
      'a b c',
      `reference ${b64('x'.repeat(5000))}`,
      ' ',
    ]) {
      const answer = await call('/api/uploads', {
        method: 'POST',
        headers: { ...TUS, 'upload-length': '10', 'upload-metadata': bad },
      })
      found.push(...problems(`Upload-Metadata ${bad.slice(0, 20)}`, answer))
    }
    for (const [name, headers] of [
      ['defer', { 'upload-defer-length': '1' }],
      ['concat', { 'upload-concat': 'final;/api/uploads/a /api/uploads/b', 'upload-length': '10' }],
      ['old version', { 'upload-length': '10', 'tus-resumable': '0.2.2' }],
      ['a body', { 'upload-length': '10', 'content-type': 'application/offset+octet-stream' }],
    ] as const) {
      const answer = await call('/api/uploads', {
        method: 'POST',
        headers: { ...TUS, 'upload-metadata': metadata(), ...headers },
        ...(name === 'a body' ? { body: 'abcdefghij' } : {}),
      })
      found.push(...problems(name, answer))
    }
    expect(found).toEqual([])
  })

  it('refuses every bad PATCH, HEAD and DELETE with the envelope, and keeps nothing of it', async () => {
    const location = await create(100)
    const found: string[] = []
    const patch = (headers: Record<string, string>, body: BodyInit = 'abcdefghij') =>
      call(location, {
        method: 'PATCH',
        headers: {
          ...TUS,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
          ...headers,
        },
        body,
      })
    for (const offset of ['-1', '5', '', 'abc', '1e1', '99999999999999999999']) {
      found.push(...problems(`offset ${offset}`, await patch({ 'upload-offset': offset })))
    }
    found.push(...problems('wrong type', await patch({ 'content-type': 'text/plain' })))
    found.push(...problems('no version', await patch({ 'tus-resumable': '' })))
    found.push(...problems('a length', await patch({ 'upload-length': '100' })))
    found.push(...problems('past the length', await patch({}, 'x'.repeat(101))))
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(150))
        controller.close()
      },
    })
    const chunked = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    found.push(
      ...problems('chunked past the length', {
        status: chunked.status,
        headers: chunked.headers,
        text: await chunked.text(),
      }),
    )
    for (const path of [
      '/api/uploads/x',
      '/api/uploads/%00',
      `${location}/more`,
      '/api/uploads/',
    ]) {
      found.push(
        ...problems(`HEAD ${path}`, await call(path, { method: 'HEAD', headers: TUS }), 'HEAD'),
      )
      found.push(
        ...problems(`DELETE ${path}`, await call(path, { method: 'DELETE', headers: TUS })),
      )
    }
    found.push(...problems('GET', await call(location, { headers: TUS })))
    expect(found).toEqual([])
    // A chunked body past the length may keep what fits (it never passes the length).
    expect(await offsetOf(location)).toBeLessThanOrEqual(100)
  })

  it('keeps what arrived of a PATCH cut off, frees its lock, and goes on from there', async () => {
    const png = realPng(1600, 1600)
    const location = await create(png.byteLength)
    const sent = Math.floor(png.byteLength * 0.6)
    await new Promise<void>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          [
            `PATCH ${location} HTTP/1.1`,
            'Host: 127.0.0.1',
            `x-api-key: ${KEY}`,
            'tus-resumable: 1.0.0',
            'content-type: application/offset+octet-stream',
            'upload-offset: 0',
            `content-length: ${png.byteLength}`,
            '',
            '',
          ].join('\r\n'),
        )
        socket.write(png.subarray(0, sent), () => {
          // The line drops: the client is gone mid-body.
          setTimeout(() => {
            socket.destroy()
            resolve()
          }, 200)
        })
      })
      socket.on('error', () => resolve())
    })
    // The gateway notices, keeps what it received and lets go of the upload.
    let offset = 0
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      offset = await offsetOf(location)
    }
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThanOrEqual(sent)
    const rest = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      body: png.subarray(offset),
    })
    expect(rest.status).toBe(204)
    expect(rest.headers.get('upload-offset')).toBe(String(png.byteLength))
    const locked = await server.db.query(
      'select id from resumable_uploads where locked_by is not null',
    )
    expect(locked).toEqual([])
  })
})
