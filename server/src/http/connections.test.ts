/**
 * Slow and greedy clients over real HTTP, with the guards' numbers scaled
 * down so the test takes seconds: a body trickling below the minimum rate is cut, one client's
 * connections are capped, an upload cut off by its client is answered quietly (no error log).
 */
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { startServer, type RunningServer } from '../main'
import { memoryLogger } from './logger'

let server: RunningServer
const logger = memoryLogger()

beforeAll(async () => {
  server = await startServer({
    env: parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false' }),
    port: 0,
    host: '127.0.0.1',
    memory: true,
    testMode: true,
    logger,
    connectionLimits: { windowMs: 500, minBytesPerSecond: 1024, perClient: 5 },
  })
})
afterAll(async () => {
  await server?.close()
})

const open = (): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })
const closed = (socket: Socket) =>
  new Promise<number>((resolve) => {
    const started = performance.now()
    if (socket.destroyed) resolve(0)
    socket.once('close', () => resolve(performance.now() - started))
  })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const UPLOAD_HEAD =
  'POST /api/test/upload HTTP/1.1\r\nHost: x\r\nx-api-key: dev-gateway-key\r\n' +
  'content-type: multipart/form-data; boundary=b\r\ncontent-length: 100000\r\n\r\n'

describe('slow clients', () => {
  it('cuts a body that trickles in below the minimum rate', async () => {
    const socket = await open()
    socket.on('error', () => {})
    socket.write(UPLOAD_HEAD)
    const trickle = setInterval(() => socket.writable && socket.write('x'), 100)
    try {
      const after = await Promise.race([closed(socket), sleep(4_000).then(() => -1)])
      expect(after).toBeGreaterThanOrEqual(0) // closed, not still open after 4 s
    } finally {
      clearInterval(trickle)
      socket.destroy()
    }
  })

  it('cuts a trickling body that follows a whole request on the same connection', async () => {
    const socket = await open()
    socket.on('error', () => {})
    let answer = ''
    socket.on('data', (data: Buffer) => (answer += data.toString()))
    const body = JSON.stringify({ code: 'BWP100001' })
    socket.write(
      'POST /api/product/check HTTP/1.1\r\nHost: x\r\nx-api-key: dev-gateway-key\r\n' +
        `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    )
    for (let i = 0; i < 100 && !answer.includes('"verdict"'); i++) await sleep(20)
    expect(answer).toContain('"verdict":"genuine"')
    socket.write(UPLOAD_HEAD)
    const trickle = setInterval(() => socket.writable && socket.write('x'), 100)
    try {
      const after = await Promise.race([closed(socket), sleep(4_000).then(() => -1)])
      expect(after).toBeGreaterThanOrEqual(0)
    } finally {
      clearInterval(trickle)
      socket.destroy()
    }
  })

  it('keeps a steady body open past the window', async () => {
    const socket = await open()
    let answer = ''
    socket.on('data', (data) => (answer += data.toString()))
    socket.write(UPLOAD_HEAD)
    socket.write('--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n')
    for (let i = 0; i < 8; i++) {
      socket.write('x'.repeat(1_000))
      await sleep(200)
    }
    expect(socket.destroyed).toBe(false)
    expect(answer).toBe('')
    socket.destroy()
  })

  it('caps the connections of one client', async () => {
    const sockets = await Promise.all(Array.from({ length: 8 }, open))
    for (const socket of sockets) socket.on('error', () => {})
    await sleep(300)
    expect(sockets.filter((socket) => !socket.destroyed).length).toBeLessThanOrEqual(5)
    for (const socket of sockets) socket.destroy()
    await sleep(100)
    // Closed connections free their places.
    const again = await open()
    await sleep(100)
    expect(again.destroyed).toBe(false)
    again.destroy()
  })

  it('reads a JSON body sent with its headers, after them, and in pieces alike', async () => {
    const body = JSON.stringify({ code: 'BWP100001' })
    const head =
      'POST /api/product/check HTTP/1.1\r\nHost: x\r\nx-api-key: dev-gateway-key\r\n' +
      `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`
    const answer = async (send: (socket: Socket) => Promise<void>) => {
      const socket = await open()
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      await send(socket)
      for (let i = 0; i < 100 && !text.includes('"verdict"'); i++) await sleep(20)
      socket.destroy()
      return text
    }
    const pieces = [
      async (socket: Socket) => void socket.write(head + body),
      async (socket: Socket) => {
        socket.write(head)
        await sleep(50)
        socket.write(body)
      },
      async (socket: Socket) => {
        socket.write(head + body.slice(0, 5))
        await sleep(50)
        socket.write(body.slice(5, 12))
        await sleep(50)
        socket.write(body.slice(12))
      },
    ]
    for (const send of pieces) {
      const text = await answer(send)
      expect(text).toMatch(/^HTTP\/1\.1 200/)
      expect(text).toContain('"verdict":"genuine"')
    }
  })

  it('answers a JSON body its client cuts off without an error in the log', async () => {
    for (let i = 0; i < 3; i++) {
      const socket = await open()
      socket.on('error', () => {})
      socket.write(
        'POST /api/product/check HTTP/1.1\r\nHost: x\r\nx-api-key: dev-gateway-key\r\n' +
          'content-type: application/json\r\ncontent-length: 500\r\n\r\n{"code":"BWP',
      )
      await sleep(50)
      socket.destroy()
    }
    await sleep(300)
    expect(logger.lines.filter((line) => /failed|Error/.test(line))).toEqual([])
    // And the gateway still answers.
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`)
    expect(health.status).toBe(200)
  })

  it('answers an upload its client abandons without an error in the log', async () => {
    for (let i = 0; i < 5; i++) {
      const socket = await open()
      socket.on('error', () => {})
      socket.write(UPLOAD_HEAD)
      socket.write('--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n')
      socket.write('x'.repeat(5_000))
      await sleep(50)
      socket.destroy()
    }
    await sleep(500)
    expect(logger.lines.filter((line) => /failed|Error/.test(line))).toEqual([])
  })

  it('answers a Transfer-Encoding Node cannot read with the 400 envelope, and no error in the log', async () => {
    const heads = [
      ['/api/product/check', 'application/json', 'transfer-encoding: foo'],
      ['/api/product/check', 'application/json', 'transfer-encoding: gzip'],
      ['/api/product/check', 'application/json', 'transfer-encoding: chunked, gzip'],
      ['/api/product/check', 'application/json', 'transfer-encoding: chunked\r\ncontent-length: 4'],
      ['/api/test/upload', 'multipart/form-data; boundary=b', 'transfer-encoding: identity'],
    ]
    for (const [path, type, encoding] of heads) {
      const socket = await open()
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('error', () => {})
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nx-api-key: dev-gateway-key\r\n` +
          `content-type: ${type}\r\n${encoding}\r\n\r\n4\r\n{"a"\r\n0\r\n\r\n`,
      )
      await closed(socket)
      expect(text, encoding).toMatch(/^HTTP\/1\.1 400 /)
      expect(text).toMatch(/content-type: application\/json/i)
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        message: expect.any(String),
      })
    }
    await sleep(100)
    expect(logger.lines.filter((line) => /failed|Error/.test(line))).toEqual([])
  })
})
