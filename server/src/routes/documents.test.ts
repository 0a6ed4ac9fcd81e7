import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentVerifyResult } from '../../../src/shared/schemas/verify'
import { SAMPLE_DOCUMENT_SHA256 } from '../db/seed-verification'
import { bytes, expectFailure, postForm } from '../testing'
import { call, verificationFixture, type VerificationFixture } from '../verification/test-support'

let fx: VerificationFixture
const samplePdf = readFileSync(new URL('../fixtures/sample-document.pdf', import.meta.url))

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  fx = await verificationFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const verify = async (reference: unknown) =>
  (await call<{ data: DocumentVerifyResult }>(fx.app, 'documents/verify', { reference })).body.data

function upload(content: Uint8Array<ArrayBuffer>, name = 'document.pdf', type = 'application/pdf') {
  const form = new FormData()
  form.append('file', new File([content], name, { type }))
  return postForm(fx.app, '/api/documents/authenticate', form)
}

describe('documents/verify', () => {
  it('answers genuine for DOC00012345, with the holder masked', async () => {
    expect(await verify('DOC00012345')).toEqual({
      verdict: 'genuine',
      document: {
        reference: 'DOC00012345',
        type: 'Certificate of registration',
        issuer: 'Gambling Regulator',
        issuedAt: '2026-02-14',
        holder: 'T**** M*****',
        status: 'Valid',
        sample: true,
      },
    })
  })

  it('never sends the whole holder name', async () => {
    const response = await call(fx.app, 'documents/verify', { reference: 'DOC00012345' })
    expect(JSON.stringify(response.body)).not.toMatch(/Thato|Mosweu/)
  })

  it('flags a revoked document and says why', async () => {
    expect(await verify('doc00045678')).toMatchObject({
      verdict: 'flagged',
      document: { status: 'Revoked', reason: 'Revoked by the issuer', holder: 'M*** K****' },
    })
  })

  it('answers not_found for an unknown reference', async () => {
    expect(await verify('DOC99999999')).toEqual({ verdict: 'not_found' })
  })
})

describe('documents/authenticate', () => {
  it('keeps the seed in step with the committed sample file', () => {
    expect(createHash('sha256').update(samplePdf).digest('hex')).toBe(SAMPLE_DOCUMENT_SHA256)
  })

  it('finds the genuine document whose file this is, by its SHA-256', async () => {
    const response = await upload(samplePdf)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      data: {
        verdict: 'genuine',
        document: expect.objectContaining({ reference: 'DOC00012345', holder: 'T**** M*****' }),
      },
    })
  })

  it('ignores the name and the declared type: the content decides', async () => {
    const response = await upload(samplePdf, 'scan.bin', 'application/octet-stream')
    expect(((await response.json()) as { data: DocumentVerifyResult }).data.verdict).toBe('genuine')
  })

  it('answers not_found for an accepted file that matches no document', async () => {
    const altered = new Uint8Array([...samplePdf, 0x0a])
    const response = await upload(altered)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: { verdict: 'not_found' } })
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    const image = await upload(png, 'photo.png', 'image/png')
    expect(((await image.json()) as { data: DocumentVerifyResult }).data.verdict).toBe('not_found')
  })

  it('refuses a file that is not a PDF, JPEG, PNG or WebP with 415, whatever its name', async () => {
    const body = await expectFailure(await upload(new TextEncoder().encode('hello')), 415)
    expect(body.errors).toEqual([
      { path: 'file', message: 'The selected file must be a PDF, JPG, PNG or WebP' },
    ])
    await expectFailure(await upload(new Uint8Array(0), 'empty.pdf'), 415)
  })

  it('refuses a file over 10 MB with 413', async () => {
    const big = bytes(10 * 1024 * 1024 + 1)
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    await expectFailure(await upload(big), 413)
  })

  it('refuses no file, two files, another file field or a text field with 400', async () => {
    const cases: [string, (form: FormData) => void][] = [
      ['no file', () => {}],
      [
        'two files',
        (form) => {
          form.append('file', new File([samplePdf], 'a.pdf'))
          form.append('file', new File([samplePdf], 'b.pdf'))
        },
      ],
      ['other file field', (form) => form.append('picture', new File([samplePdf], 'a.pdf'))],
      [
        'text field',
        (form) => {
          form.append('file', new File([samplePdf], 'a.pdf'))
          form.append('note', 'hello')
        },
      ],
      ['text in the file field', (form) => form.append('file', 'not a file')],
    ]
    for (const [name, build] of cases) {
      const form = new FormData()
      build(form)
      const response = await postForm(fx.app, '/api/documents/authenticate', form)
      expect(response.status, name).toBe(400)
      await expectFailure(response, 400)
    }
  })
})
