import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { bytes, expectFailure, KEY, postForm, testApp, testDb, type TestApp } from '../testing'
import { FILE_LIMIT, MULTIPART_LIMIT } from './multipart'

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  app = testApp(db)
}, 60_000)
afterAll(async () => {
  await db.close()
})

let counter = 0
const reference = () => `PR-${String(++counter).padStart(8, '0')}`

function form(
  fields: Record<string, string>,
  files: [string, Uint8Array<ArrayBuffer>, string][] = [],
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const [name, content, filename] of files) data.append(name, new File([content], filename))
  return data
}

describe('multipart calls', () => {
  it('takes fields and files and answers with their SHA-256', async () => {
    const ref = reference()
    const response = await postForm(
      app,
      '/api/test/upload',
      form({ reference: ref, note: 'hi' }, [['file', new TextEncoder().encode('abc'), 'a.txt']]),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      success: true,
      data: {
        reference: ref,
        files: [
          {
            name: 'a.txt',
            size: 3,
            sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
          },
        ],
      },
    })
  })

  it('answers a file over 10 MB with 413 naming the field', async () => {
    const data = form({ reference: reference() }, [['file', bytes(FILE_LIMIT + 1), 'big.pdf']])
    const body = await expectFailure(await postForm(app, '/api/test/upload', data), 413)
    expect(body.errors).toEqual([{ path: 'file', message: expect.stringMatching(/10 MB/) }])
  })

  it('answers a body over 25 MB in all with 413', async () => {
    const data = form({ reference: reference() }, [
      ['file', bytes(9 * 1024 * 1024), 'a.pdf'],
      ['file', bytes(9 * 1024 * 1024), 'b.pdf'],
      ['file', bytes(MULTIPART_LIMIT - 18 * 1024 * 1024), 'c.pdf'],
    ])
    await expectFailure(await postForm(app, '/api/test/upload', data), 413)
  })

  it('answers 413 at once on a declared length over 25 MB', async () => {
    const response = await app.request('/api/test/upload', {
      method: 'POST',
      headers: {
        'x-api-key': KEY,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MULTIPART_LIMIT + 1),
      },
      body: 'tiny',
    })
    await expectFailure(response, 413)
  })

  it('answers malformed multipart with 400', async () => {
    const response = await app.request('/api/test/upload', {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'this is not multipart',
    })
    await expectFailure(response, 400)
  })

  it('answers invalid fields and missing files in one 400', async () => {
    const data = form({ reference: 'nope', extra: 'x' })
    const body = await expectFailure(await postForm(app, '/api/test/upload', data), 400)
    expect(body.errors).toEqual([
      { path: 'reference', message: 'Enter a valid reference number' },
      { path: 'extra', message: 'Unknown field' },
      { path: 'file', message: 'Attach a file' },
    ])
  })

  it('refuses a file in a field the call does not take as soon as it starts', async () => {
    const data = form({ reference: reference() }, [['photo', bytes(10), 'p.png']])
    const body = await expectFailure(await postForm(app, '/api/test/upload', data), 400)
    expect(body.errors).toEqual([{ path: 'photo', message: 'Unknown file field' }])
  })

  it('ignores the empty part of a file input left empty', async () => {
    const data = form({ reference: reference() })
    data.append('file', new File([], ''))
    const body = await expectFailure(await postForm(app, '/api/test/upload', data), 400)
    expect(body.errors).toEqual([{ path: 'file', message: 'Attach a file' }])
  })

  it('answers text sent in a file field with one 400 entry', async () => {
    const data = form({ reference: reference(), file: 'not a file' })
    const body = await expectFailure(await postForm(app, '/api/test/upload', data), 400)
    expect(body.errors).toEqual([{ path: 'file', message: 'Attach a file' }])
  })

  it('answers too many files with 400', async () => {
    const file: [string, Uint8Array<ArrayBuffer>, string] = ['file', bytes(5), 'f.pdf']
    const data = form({ reference: reference() }, [file, file, file, file])
    const body = await expectFailure(await postForm(app, '/api/test/upload', data), 400)
    expect(body.errors).toEqual([{ path: 'file', message: 'Attach at most 3 files' }])
  })

  it('keeps a file name of at most 255 characters without half of an emoji', async () => {
    const names = [
      // Cut at 255 characters through an emoji: its first half goes too.
      [`${'a'.repeat(254)}😀.pdf`, 'a'.repeat(254)],
      [`${'a'.repeat(253)}😀.pdf`, `${'a'.repeat(253)}😀`],
    ]
    for (const [sent, kept] of names) {
      const data = form({ reference: reference() }, [['file', bytes(3), sent!]])
      const response = await postForm(app, '/api/test/upload', data)
      const body = (await response.json()) as { data: { files: { name: string }[] } }
      expect(response.status, JSON.stringify(body)).toBe(201)
      expect(body.data.files[0]!.name).toBe(kept)
    }
  })
})
