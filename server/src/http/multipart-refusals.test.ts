/**
 * Refusals of a multipart body over a real connection, after a file of more than 64 KB: each
 * is answered at once with its 4xx and a log line, and gives back everything the upload held
 * (its slot among the client's uploads, its temporary folder), so that refusals never lock an
 * address out of uploading. A client that goes away or stalls mid-file frees the same.
 * `app.request()` hands the body over at once and never showed the hang; a socket does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { startServer, type RunningServer } from '../main'
import {
  END,
  filePart,
  filler,
  LARGE_FILE,
  MULTIPART_TYPE,
  rawPost,
  refusalsAfterFile,
  textPart,
  uploadLeftovers,
  type RawPost,
} from '../testing-uploads'
import { memoryLogger } from './logger'
import { FILE_LIMIT, UPLOADS_PER_CLIENT } from './multipart'

const env = parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'true' })
const logger = memoryLogger()
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    env,
    port: 0,
    host: '127.0.0.1',
    memory: true,
    testMode: true,
    logger,
    // Scaled down so that a stalled body is cut within a second or two.
    connectionLimits: { windowMs: 500, minBytesPerSecond: 1024 },
  })
})
afterAll(async () => {
  await server?.close()
})

let counter = 0
const reference = () => `PR-${String(++counter).padStart(8, '0')}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const upload = (pieces: (string | Uint8Array)[], options: Partial<RawPost> = {}) =>
  rawPost({
    port: server.port,
    path: '/api/test/upload',
    headers: { 'content-type': MULTIPART_TYPE },
    pieces,
    ...options,
  })

/** The start every refusal follows: a reference and a file of more than 64 KB. */
const largeStart = () => [
  textPart('reference', reference()),
  filePart('file', 'large.pdf', filler(LARGE_FILE)),
]

/**
 * An upload from the same address succeeds. A refusal gives its slot back before it answers; a
 * client that went away is noticed a moment later, so there a 429 may last that moment, never
 * for good.
 */
async function expectUploadsStillWork(patienceMs = 0) {
  const until = performance.now() + patienceMs
  const send = () =>
    upload([textPart('reference', reference()), filePart('file', 'a.pdf', 'ok'), END])
  let answer = await send()
  while (answer.status === 429 && performance.now() < until) {
    await sleep(100)
    answer = await send()
  }
  expect(answer.status, answer.body).toBe(201)
}

/** Waits until the temporary folder is empty (a cleanup after a socket closes runs later). */
async function expectNoLeftovers(withinMs = 0) {
  const until = performance.now() + withinMs
  while (uploadLeftovers(env).length > 0 && performance.now() < until) await sleep(50)
  expect(uploadLeftovers(env)).toEqual([])
}

const failures = () => logger.lines.filter((line) => /failed|Error/.test(line))

describe('refusals after a large file, over a real connection', () => {
  const cases = [
    ...refusalsAfterFile('file').map(({ name, parts }) => ({
      name,
      pieces: [...largeStart(), ...parts, END],
      chunked: false,
    })),
    {
      name: 'a file over 10 MB',
      pieces: [...largeStart(), filePart('file', 'huge.pdf', filler(FILE_LIMIT + 1)), END],
      chunked: false,
    },
    {
      // Chunked, so that only the bytes counted while reading can refuse it.
      name: 'a body over 25 MB in all',
      pieces: [
        ...largeStart(),
        ...Array.from({ length: 3 }, (_, i) =>
          filePart('file', `${i}.pdf`, filler(9 * 1024 * 1024)),
        ),
        END,
      ],
      chunked: true,
    },
  ]
  const expected: Record<string, number> = {
    'an unknown file field': 400,
    'a malformed part': 400,
  }

  it.each(cases)('answers $name at once, frees the slot and the folder', async (refusal) => {
    // More of them than a client has slots: any leaked slot shows as a 429 at the end.
    for (let i = 0; i <= UPLOADS_PER_CLIENT; i++) {
      const answer = await upload(refusal.pieces, { chunked: refusal.chunked })
      expect(answer.status, answer.body).toBe(expected[refusal.name] ?? 413)
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: expect.any(String) })
      expect(answer.ms).toBeLessThan(5_000)
      await expectNoLeftovers()
    }
    await expectUploadsStillWork()
    await expectNoLeftovers()
    expect(failures()).toEqual([])
  })

  it('logs one line for each refusal', () => {
    const refused = logger.lines.filter((line) => / POST \/api\/test\/upload (400|413) /.test(line))
    expect(refused.length).toBe(cases.length * (UPLOADS_PER_CLIENT + 1))
  })
})

describe('uploads that end half-way, over a real connection', () => {
  it('frees everything when the client goes away mid-file', async () => {
    for (let i = 0; i <= UPLOADS_PER_CLIENT; i++) {
      const pieces = [
        textPart('reference', reference()),
        filePart('file', 'a.pdf', filler(LARGE_FILE)),
      ]
      await upload(pieces, { then: 'go-away' })
    }
    await expectNoLeftovers(2_000)
    await expectUploadsStillWork(5_000)
    expect(failures()).toEqual([])
  })

  it('frees everything when the client stalls mid-file and is cut off', async () => {
    const stalled = Array.from({ length: UPLOADS_PER_CLIENT }, () =>
      upload([textPart('reference', reference()), filePart('file', 'a.pdf', filler(LARGE_FILE))], {
        then: 'stall',
        timeoutMs: 10_000,
      }),
    )
    for (const answer of await Promise.all(stalled)) {
      expect(answer.body).toBe('closed without an answer')
      expect(answer.ms).toBeLessThan(5_000)
    }
    await expectNoLeftovers(2_000)
    await expectUploadsStillWork(5_000)
    expect(failures()).toEqual([])
  })
})
