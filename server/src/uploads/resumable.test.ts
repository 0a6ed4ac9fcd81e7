/**
 * The resumable uploads at /api/uploads (resumable.ts) as tus-js-client uses them: created,
 * continued at the offset HEAD gives, checked by content when whole, owned by the key that
 * made them, capped per client address, removed a day after creation if nobody finishes them;
 * and every refusal the 4xx envelope with Tus-Resumable.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import { FILE_MAX_BYTES } from '../../../src/shared/uploads'
import { advanceClock, resetClock } from '../clock'
import type { Db } from '../db/db'
import { parseEnv } from '../env'
import { expectFailure, fromAddress, KEY, testApp, testDb, type TestApp } from '../testing'
import { realPdf, realPng } from '../testing-files'
import {
  RESUMABLE_PATH,
  sweepResumable,
  UNFINISHED_BYTES_PER_CLIENT,
  UNFINISHED_PER_CLIENT,
} from './resumable'
import { resumableFolder } from './resumable-store'
import {
  createUpload,
  deleteUpload,
  headUpload,
  metadataOf,
  patchUpload,
  TUS,
  uploadWhole,
} from './testing-resumable'

const OTHER_KEY = 'another-gateway-key'
let db: Db
let app: TestApp
const env = parseEnv({ NODE_ENV: 'test' })
const folder = resumableFolder(env)

beforeAll(async () => {
  db = await testDb()
  app = testApp(db, {
    vars: { RATE_LIMIT_PER_MINUTE: '1000000', GATEWAY_KEYS: `${KEY},${OTHER_KEY}` },
  })
}, 60_000)
afterAll(async () => {
  await db?.close()
})

let clients = 0
const newClient = () => ({ bindings: fromAddress(`198.51.100.${++clients}`) })
const meta = (reference = makeReference('productReport')) => ({
  filename: 'photo.png',
  filetype: 'image/png',
  reference,
})

/** A HEAD's answer has no body (HTTP): its status and header say it. */
async function headRefused(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('tus-resumable')).toBe('1.0.0')
}

async function refused(response: Response, status: number) {
  expect(response.headers.get('tus-resumable')).toBe('1.0.0')
  return expectFailure(response, status)
}

const filesOf = (id: string) => readdirSync(folder).filter((name) => name.startsWith(id))
const rowOf = async (id: string) =>
  (await db.query('select * from resumable_uploads where id = $1', [id]))[0]

describe('the protocol', () => {
  it('answers OPTIONS with the version, the extensions and the largest size', async () => {
    const answer = await app.request(RESUMABLE_PATH, {
      method: 'OPTIONS',
      headers: { 'x-api-key': KEY },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('tus-resumable')).toBe('1.0.0')
    expect(answer.headers.get('tus-version')).toBe('1.0.0')
    expect(answer.headers.get('tus-extension')).toBe('creation,expiration,termination')
    expect(answer.headers.get('tus-max-size')).toBe(String(FILE_MAX_BYTES))
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('takes a file in pieces, at the offset HEAD gives, and knows its type when whole', async () => {
    const client = newClient()
    const png = realPng(640, 640)
    const created = await createUpload(app, png.byteLength, meta(), client)
    expect(created.status).toBe(201)
    expect(created.headers.get('tus-resumable')).toBe('1.0.0')
    const location = created.headers.get('location')!
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{24}$/)
    const expires = Date.parse(created.headers.get('upload-expires')!)
    expect(Math.abs(expires - Date.now() - 24 * 3600_000)).toBeLessThan(60_000)

    const cut = Math.floor(png.byteLength * 0.9)
    const first = await patchUpload(app, location, 0, png.slice(0, cut), client)
    expect(first.status).toBe(204)
    expect(first.headers.get('upload-offset')).toBe(String(cut))
    // The line comes back: HEAD says where to go on from.
    const head = await headUpload(app, location, client)
    expect(head.status).toBe(200)
    expect(head.headers.get('upload-offset')).toBe(String(cut))
    expect(head.headers.get('upload-length')).toBe(String(png.byteLength))
    expect(head.headers.get('cache-control')).toBe('no-store')
    const last = await patchUpload(app, location, cut, png.slice(cut), client)
    expect(last.status).toBe(204)
    expect(last.headers.get('upload-offset')).toBe(String(png.byteLength))
    const id = location.split('/').pop()!
    expect(await rowOf(id)).toMatchObject({ media_type: 'image/png', file_name: 'photo.png' })
  })

  it('keeps its files private: the folder 0700, each file 0600', async () => {
    await uploadWhole(app, realPdf(), makeReference('productReport'), newClient())
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    for (const name of readdirSync(folder)) {
      expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600)
    }
  })
})

describe('refusals, each the envelope with Tus-Resumable', () => {
  it('refuses a call without the key, or without Tus-Resumable', async () => {
    const noKey = await app.request(RESUMABLE_PATH, {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '10', 'Upload-Metadata': metadataOf(meta()) },
    })
    await refused(noKey, 401)
    await refused(await createUpload(app, 10, meta(), newClient(), { 'Tus-Resumable': '' }), 412)
  })

  it('refuses an Upload-Length that is missing, not a whole number, 0 or too large', async () => {
    const client = newClient()
    for (const length of ['', '-1', '1.5', 'abc', '0', '1e3', '99999999999999999999999']) {
      await refused(await createUpload(app, length, meta(), client), 400)
    }
    const tooLarge = await refused(await createUpload(app, FILE_MAX_BYTES + 1, meta(), client), 413)
    expect(tooLarge.errors?.[0]?.path).toBe('Upload-Length')
    expect((await createUpload(app, FILE_MAX_BYTES, meta(), client)).status).toBe(201)
  })

  it('refuses metadata that is not base64, or without a valid reference', async () => {
    const client = newClient()
    for (const metadata of [
      'filename %%%,reference QUJD',
      'filename',
      ',,',
      metadataOf({ filename: 'a.png' }),
      metadataOf({ reference: 'not-a-reference' }),
    ]) {
      await refused(await createUpload(app, 10, metadata, client), 400)
    }
  })

  it('keeps a file name cut through an emoji as text a database takes', async () => {
    const half = Buffer.from('😀').subarray(0, 2)
    const name = Buffer.concat([Buffer.from('photo\u0000'), half]).toString('base64')
    const reference = Buffer.from(makeReference('productReport')).toString('base64')
    const created = await createUpload(
      app,
      10,
      `filename ${name},reference ${reference}`,
      newClient(),
    )
    expect(created.status).toBe(201)
    const id = created.headers.get('location')!.split('/').pop()!
    expect((await rowOf(id))!.file_name).toBe('photo\ufffd')
  })

  it('refuses a wrong offset (409), a body past Upload-Length (413), a wrong type', async () => {
    const client = newClient()
    const created = await createUpload(app, 100, meta(), client)
    const location = created.headers.get('location')!
    await refused(await patchUpload(app, location, 5, new Uint8Array(10), client), 409)
    await refused(await patchUpload(app, location, -1, new Uint8Array(10), client), 400)
    await refused(await patchUpload(app, location, 0, new Uint8Array(101), client), 413)
    await refused(
      await patchUpload(app, location, 0, new Uint8Array(10), client, {
        'Content-Type': 'application/json',
      }),
      400,
    )
    // Nothing refused was kept.
    expect((await headUpload(app, location, client)).headers.get('upload-offset')).toBe('0')
    await refused(await app.request(location, { headers: { ...TUS, 'x-api-key': KEY } }), 405)
  })

  it('answers 404 for an upload unknown, or of another key', async () => {
    const client = newClient()
    const unknown = `${RESUMABLE_PATH}/AAAAAAAAAAAAAAAAAAAAAAAA`
    await headRefused(await headUpload(app, unknown, client), 404)
    await refused(await patchUpload(app, unknown, 0, new Uint8Array(1), client), 404)
    await headRefused(await headUpload(app, `${RESUMABLE_PATH}/..%2F..%2Fetc`, client), 404)
    const location = (await createUpload(app, 10, meta(), client)).headers.get('location')!
    const other = { ...client, key: OTHER_KEY }
    await headRefused(await headUpload(app, location, other), 404)
    await refused(await patchUpload(app, location, 0, new Uint8Array(10), other), 404)
    await refused(await deleteUpload(app, location, other), 404)
    expect((await headUpload(app, location, client)).status).toBe(200)
  })

  it('removes a whole file that is no PDF or picture, with 415', async () => {
    const client = newClient()
    const text = new Uint8Array(Buffer.from('Just some text, not a picture at all.'))
    const location = (await createUpload(app, text.byteLength, meta(), client)).headers.get(
      'location',
    )!
    const id = location.split('/').pop()!
    await refused(await patchUpload(app, location, 0, text, client), 415)
    await headRefused(await headUpload(app, location, client), 404)
    expect(filesOf(id)).toEqual([])
    expect(await rowOf(id)).toBeUndefined()
  })
})

describe('what an upload holds, given back', () => {
  it('DELETE removes its bytes and its row', async () => {
    const client = newClient()
    const location = (await createUpload(app, 100, meta(), client)).headers.get('location')!
    const id = location.split('/').pop()!
    await patchUpload(app, location, 0, realPng(512, 512).slice(0, 50), client)
    expect(filesOf(id).length).toBe(2)
    const deleted = await deleteUpload(app, location, client)
    expect(deleted.status).toBe(204)
    expect(deleted.headers.get('tus-resumable')).toBe('1.0.0')
    expect(filesOf(id)).toEqual([])
    expect(await rowOf(id)).toBeUndefined()
    await headRefused(await headUpload(app, location, client), 404)
  })

  it('caps the uploads one address leaves unfinished, by count and by bytes (429)', async () => {
    const client = newClient()
    const made: string[] = []
    for (let i = 0; i < UNFINISHED_PER_CLIENT; i++) {
      const created = await createUpload(app, 10, meta(), client)
      expect(created.status).toBe(201)
      made.push(created.headers.get('location')!)
    }
    const over = await createUpload(app, 10, meta(), client)
    await refused(over, 429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held back; a finished upload no longer counts.
    expect((await createUpload(app, 10, meta(), newClient())).status).toBe(201)
    await deleteUpload(app, made[0]!, client)
    expect((await createUpload(app, 10, meta(), client)).status).toBe(201)

    const big = newClient()
    const many = Math.floor(UNFINISHED_BYTES_PER_CLIENT / FILE_MAX_BYTES)
    for (let i = 0; i < many; i++) {
      expect((await createUpload(app, FILE_MAX_BYTES, meta(), big)).status).toBe(201)
    }
    await refused(await createUpload(app, FILE_MAX_BYTES, meta(), big), 429)
  })

  it('removes an upload nobody finished a day after its creation, its bytes too', async () => {
    const client = newClient()
    const location = (await createUpload(app, 100, meta(), client)).headers.get('location')!
    const id = location.split('/').pop()!
    await patchUpload(app, location, 0, realPng(512, 512).slice(0, 40), client)
    try {
      await advanceClock(db, 0.99)
      expect(await sweepResumable(db, env)).toBe(0)
      expect((await headUpload(app, location, client)).status).toBe(200)
      await advanceClock(db, 0.02)
      // Past its day it is gone for HEAD and PATCH even before the sweep runs.
      await headRefused(await headUpload(app, location, client), 404)
      await refused(await patchUpload(app, location, 40, new Uint8Array(1), client), 404)
      expect(await sweepResumable(db, env)).toBeGreaterThanOrEqual(1)
      expect(filesOf(id)).toEqual([])
      expect(await rowOf(id)).toBeUndefined()
    } finally {
      await resetClock(db)
    }
  })

  it('frees the lock of every request, answered or refused', async () => {
    const locked = await db.query('select id from resumable_uploads where locked_by is not null')
    expect(locked).toEqual([])
    expect(existsSync(folder)).toBe(true)
  })
})
