/**
 * The fuzz suite's multipart calls over a real connection (fuzz.test.ts sends the rest through
 * `app.request()`, which hands a body over at once and hid a refusal that never answered).
 * Every call that takes files (found in calls.ts, so a new one is covered) gets, after a file of
 * more than 64 KB, each part it must refuse mid-stream, a file over its limit, and a client
 * that goes away mid-file: each refusal answered at once with its 400 or 413, more of them
 * from one address than it has upload slots. Then the call's valid sample from that address
 * must still succeed, the uploads' temporary folder must be empty, and nothing logged a 500.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import { PASSWORD } from '../auth/testing'
import type { Db } from '../db/db'
import { seedDemoStaff } from '../auth/seed-staff'
import { parseEnv } from '../env'
import { FILE_LIMIT, UPLOADS_PER_CLIENT } from '../http/multipart'
import { memoryLogger } from '../http/logger'
import { seedInsurance } from '../insurance/seed'
import { testApp, testDb, type TestApp } from '../testing'
import { realPdf, realPng } from '../testing-files'
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
} from '../testing-uploads'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import { type CallSample, callSamples, SUPER } from './calls'
import { headersFor, seedCases, type Sessions, signInAll } from './requests'

const logger = memoryLogger()
let db: Db
let app: TestApp
let server: ReturnType<typeof serve>
let port: number
let uploads: [string, CallSample][]
let sessions: Sessions

beforeAll(async () => {
  db = await testDb()
  await seedDemoStaff(db, PASSWORD)
  await seedInsurance(db)
  attachUploadStore(db, memoryUploadStore())
  app = testApp(db, {
    logger,
    vars: { RATE_LIMIT_PER_MINUTE: '1000000', CREATE_RATE_LIMIT_PER_MINUTE: '1000000' },
    testRoutes: false,
  })
  const samples = callSamples(await seedCases(app, db))
  uploads = Object.entries(samples).filter(
    ([, sample]) => sample.encoding !== 'json' && sample.encoding !== 'tus',
  )
  sessions = await signInAll(app, [SUPER])
  port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    )
  })
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await db?.close()
})

/** The text parts of `sample`'s request (with a fresh reference where it takes one). */
function textParts(sample: CallSample, reference: string | undefined): string[] {
  const parts = reference ? [textPart('reference', reference)] : []
  if (sample.encoding === 'multipart') parts.push(textPart('data', JSON.stringify(sample.body)))
  else
    for (const [name, value] of Object.entries(sample.body))
      parts.push(textPart(name, String(value)))
  return parts
}

function post(
  path: string,
  sample: CallSample,
  pieces: (string | Uint8Array)[],
  reference?: string,
  then: 'answer' | 'go-away' = 'answer',
) {
  const headers: Record<string, string> = {
    ...headersFor(sample, sessions),
    'content-type': MULTIPART_TYPE,
    origin: 'http://127.0.0.1', // the page's own origin, as rawPost's Host names it
  }
  delete headers['x-api-key'] // rawPost sends the key
  if (reference) headers['idempotency-key'] = reference
  return rawPost({ port, path, headers, pieces, then })
}

/** The call's valid sample, with its files: must succeed. */
async function sendSample(path: string, sample: CallSample) {
  const reference = sample.reference && makeReference(sample.reference)
  const current = { ...sample, body: { ...sample.body } }
  if (path === '/api/staff/schemes/save') {
    // Each save moves the scheme's version on: send the one it is at.
    const [row] = await db.query<{ version: number }>(
      'select version from funeral_schemes where id = $1',
      [sample.body.id],
    )
    current.body.version = String(row!.version)
  }
  const files = Object.entries(sample.files ?? {}).map(([field, kind]) =>
    filePart(
      field,
      `${field}.${kind === 'picture' ? 'png' : 'pdf'}`,
      kind === 'picture' ? realPng(640, 800) : realPdf(),
    ),
  )
  return post(path, current, [...textParts(current, reference), ...files, END], reference)
}

describe('fuzz: multipart calls over a real connection', () => {
  it('finds the calls that take files', () => {
    expect(uploads.map(([path]) => path).sort()).toEqual([
      '/api/callerId/report',
      '/api/claims/submit',
      '/api/documents/authenticate',
      '/api/exclusions/apply',
      '/api/members/join',
      '/api/product/register',
      '/api/product/report',
      '/api/staff/schemes/save',
    ])
  })

  it('answers each refusal after a large file at once, and gives back its slot and files', async () => {
    const found: string[] = []
    for (const [path, sample] of uploads) {
      const field = sample.fileField!
      const large = filePart(field, 'large.pdf', filler(LARGE_FILE))
      const refusals = [
        ...refusalsAfterFile(field),
        { name: 'a file over 10 MB', parts: [filePart(field, 'huge.pdf', filler(FILE_LIMIT + 1))] },
      ]
      expect(refusals.length).toBeGreaterThan(UPLOADS_PER_CLIENT)
      for (const refusal of refusals) {
        const reference = sample.reference && makeReference(sample.reference)
        const pieces = [...textParts(sample, reference), large, ...refusal.parts, END]
        const answer = await post(path, sample, pieces, reference)
        let envelope = false
        try {
          envelope = (JSON.parse(answer.body) as { success?: unknown }).success === false
        } catch {
          // not JSON: reported below
        }
        if (![400, 413].includes(answer.status) || !envelope) {
          found.push(`${path} ${refusal.name}: ${answer.status} ${answer.body.slice(0, 200)}`)
        }
      }
      // And a client that goes away mid-file, as many times as it has slots.
      for (let i = 0; i < UPLOADS_PER_CLIENT; i++) {
        const reference = sample.reference && makeReference(sample.reference)
        await post(path, sample, [...textParts(sample, reference), large], reference, 'go-away')
      }
      // A client gone away is noticed a moment later: a slot still taken then is a 429 for a
      // moment, never for good.
      let accepted = await sendSample(path, sample)
      for (let i = 0; i < 50 && accepted.status === 429; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        accepted = await sendSample(path, sample)
      }
      if (accepted.status < 200 || accepted.status > 299) {
        found.push(
          `${path} its sample after the refusals: ${accepted.status} ${accepted.body.slice(0, 200)}`,
        )
      }
    }
    expect(found).toEqual([])
    for (let i = 0; i < 40 && uploadLeftovers(parseEnv({ NODE_ENV: 'test' })).length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(uploadLeftovers(parseEnv({ NODE_ENV: 'test' }))).toEqual([])
    expect(logger.lines.filter((line) => /failed|Error/.test(line))).toEqual([])
  }, 120_000)
})
