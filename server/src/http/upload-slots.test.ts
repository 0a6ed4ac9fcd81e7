/**
 * Every refusal of a multipart call gives back the client's upload slot, however late it comes:
 * in the reader (multipart-refusals.test.ts and fuzz/uploads.test.ts send those over a socket),
 * or once the body is read, when its answers, its files or its reference are refused. Each
 * refusal is sent more times than a client has slots, from one address; a slot kept by any of
 * them would answer the call's valid request with a 429 for good. The temporary files go too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../../src/shared/contracts'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference, type ReferenceKind } from '../../../src/shared/reference'
import type { UploadKind } from '../../../src/shared/uploads'
import type { Db } from '../db/db'
import { parseEnv } from '../env'
import { seedInsurance } from '../insurance/seed'
import { expectFailure, fromAddress, KEY, testApp, testDb, type TestApp } from '../testing'
import { realPdf, realPng } from '../testing-files'
import { uploadLeftovers } from '../testing-uploads'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import { UPLOADS_PER_CLIENT } from './multipart'

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  await seedInsurance(db)
  attachUploadStore(db, memoryUploadStore())
  app = testApp(db, {
    vars: { RATE_LIMIT_PER_MINUTE: '1000000', CREATE_RATE_LIMIT_PER_MINUTE: '1000000' },
  })
}, 60_000)
afterAll(async () => {
  await db?.close()
})

type Part = [name: string, value: string | Uint8Array<ArrayBuffer>, filename?: string]

// Each test from an address of its own, so a slot one of them keeps fails that test alone.
let clients = 0
let client = fromAddress('203.0.113.0')
// And the temporary folders its requests leave behind, apart from any an earlier test left.
const leftovers = () => uploadLeftovers(parseEnv({ NODE_ENV: 'test' }))
let before = new Set<string>()
const newLeftovers = () => leftovers().filter((folder) => !before.has(folder))
beforeEach(() => {
  client = fromAddress(`203.0.113.${++clients}`)
  before = new Set(leftovers())
})

function send(path: string, parts: Part[], reference?: string) {
  const form = new FormData()
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string' && filename === undefined) form.append(name, value)
    else form.append(name, new File([value], filename ?? 'file'))
  }
  const headers: Record<string, string> = { 'x-api-key': KEY }
  if (reference) headers['Idempotency-Key'] = reference
  return app.request(path, { method: 'POST', headers, body: form }, client as never)
}

const fileOf = (kind: UploadKind): Uint8Array<ArrayBuffer> =>
  kind === 'picture' ? realPng(640, 800) : realPdf()

/** The text parts of a submission: the answers as one `data` part, or one part each. */
function answerParts(encoding: string, data: Record<string, unknown>): Part[] {
  if (encoding === 'multipart') return [['data', JSON.stringify(data)]]
  return Object.entries(data).map(([name, value]): Part => [name, String(value)])
}

interface Refusal {
  name: string
  status: number
  parts: (reference: string) => Part[]
}

const submissions = Object.values(CONTRACTS).filter((contract) => contract.encoding !== 'json')

describe.each(submissions)('POST /api/$call', (contract) => {
  const kind = contract.kind as ReferenceKind
  const path = `/api/${contract.call}`
  const data = SAMPLE_DATA[contract.kind] as Record<string, unknown>
  // One file in each field the sample's answers allow.
  const files = Object.entries(contract.files)
    .filter(([, rule]) => rule.allowed?.(data) ?? true)
    .map(([field, rule]): [string, UploadKind] => [field, rule.kind])
  const validFiles = (): Part[] =>
    files.map(([field, fileKind]): Part => [field, fileOf(fileKind), `${field}.bin`])
  const [firstField, firstKind] = files[0]!
  // Made unique per request where a code is registered once (product pre-registration).
  const withCode = (reference: string) =>
    'productCode' in data ? { ...data, productCode: `P${reference.slice(3)}` } : data
  const valid = (reference: string): Part[] => [
    ['reference', reference],
    ...answerParts(contract.encoding, withCode(reference)),
    ...validFiles(),
  ]

  const refusals: Refusal[] = [
    {
      name: 'answers the schema refuses',
      status: 400,
      parts: (reference) => [['reference', reference], ...answerParts(contract.encoding, {})],
    },
    {
      name: 'a part sent twice',
      status: 400,
      parts: (reference) => [['reference', reference], ...valid(reference)],
    },
    {
      name: 'text in a file field',
      status: 400,
      parts: (reference) => [...valid(reference), [firstField, 'not a file']],
    },
    {
      name: 'too many files in a field',
      status: 400,
      parts: (reference) => [
        ...valid(reference),
        ...Array.from({ length: (contract.files[firstField]?.max ?? 1) + 1 }, (): Part => [
          firstField,
          fileOf(firstKind),
          'more.bin',
        ]),
      ],
    },
    {
      name: 'a file of a type it does not take',
      status: 415,
      parts: (reference) => [
        ['reference', reference],
        ...answerParts(contract.encoding, withCode(reference)),
        ...files.map(([field]): Part => [field, 'plain text, not a PDF or a picture', 'a.txt']),
      ],
    },
  ]
  if (files.some(([, fileKind]) => fileKind === 'picture')) {
    refusals.push({
      name: 'a picture that does not decode',
      status: 415,
      parts: (reference) => [
        ['reference', reference],
        ...answerParts(contract.encoding, withCode(reference)),
        ...files.map(([field, fileKind]): Part => {
          if (fileKind === 'document') return [field, realPdf(), 'a.pdf']
          // A PNG's signature, then nothing a decoder can read.
          const broken = new Uint8Array(64).fill(7)
          broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
          return [field, broken, 'broken.png']
        }),
      ],
    })
  }

  it.each(refusals)(
    'gives back its slot when it refuses $name',
    async (refusal) => {
      for (let i = 0; i <= UPLOADS_PER_CLIENT; i++) {
        const reference = makeReference(kind)
        await expectFailure(await send(path, refusal.parts(reference), reference), refusal.status)
      }
      const reference = makeReference(kind)
      const accepted = await send(path, valid(reference), reference)
      expect(accepted.status, await accepted.clone().text()).toBe(201)
      expect(newLeftovers()).toEqual([])
    },
    60_000,
  )

  it('gives back its slot when a reference comes again with other answers', async () => {
    const reference = makeReference(kind)
    expect((await send(path, valid(reference), reference)).status).toBe(201)
    for (let i = 0; i <= UPLOADS_PER_CLIENT; i++) {
      // Other bytes in the first file: other content under the same reference.
      const other = valid(reference).map(([name, value, filename]): Part => {
        if (name !== firstField) return [name, value, filename]
        return firstKind === 'picture'
          ? [name, realPng(700, 800), 'other.png']
          : [name, realPdf('another document'), 'other.pdf']
      })
      await expectFailure(await send(path, other, reference), 409)
    }
    const fresh = makeReference(kind)
    expect((await send(path, valid(fresh), fresh)).status).toBe(201)
    expect(newLeftovers()).toEqual([])
  }, 60_000)
})

describe('POST /api/documents/authenticate', () => {
  const path = '/api/documents/authenticate'
  const refusals: Refusal[] = [
    {
      name: 'a text field it does not take',
      status: 400,
      parts: () => [
        ['file', realPdf(), 'a.pdf'],
        ['note', 'x'],
      ],
    },
    { name: 'no file', status: 400, parts: () => [] },
    {
      name: 'two files',
      status: 400,
      parts: () => [
        ['file', realPdf(), 'a.pdf'],
        ['file', realPdf('another'), 'b.pdf'],
      ],
    },
    {
      name: 'a file of a type it does not take',
      status: 415,
      parts: () => [['file', 'plain text', 'a.txt']],
    },
  ]

  it.each(refusals)('gives back its slot when it refuses $name', async (refusal) => {
    for (let i = 0; i <= UPLOADS_PER_CLIENT; i++) {
      await expectFailure(await send(path, refusal.parts('')), refusal.status)
    }
    const accepted = await send(path, [['file', realPdf(), 'a.pdf']])
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    expect(newLeftovers()).toEqual([])
  })
})
