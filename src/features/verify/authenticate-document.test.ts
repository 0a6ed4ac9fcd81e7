import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FILE_MAX_BYTES } from '../../shared/uploads'
import { authenticateDocument, declaredType, documentUploadSchema } from './authenticate-document'
import { answerWith } from './components/testing'

afterEach(() => vi.unstubAllGlobals())

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type })

const message = (value: unknown) =>
  v.safeParse(documentUploadSchema, { file: value }).issues?.[0]?.message

describe('the device check before an upload', () => {
  it('asks for a file when none is chosen', () => {
    expect(message(undefined)).toBe('Select a file')
    expect(message([])).toBe('Select a file')
  })

  it('refuses types other than PDF, JPEG, PNG and WebP', () => {
    expect(message(file('notes.txt', 'text/plain'))).toBe(
      'The selected file must be a PDF, JPG, PNG or WebP',
    )
    expect(message(file('photo.heic', ''))).toBe(
      'The selected file must be a PDF, JPG, PNG or WebP',
    )
  })

  it('refuses a file over 10 MB, and accepts one of exactly 10 MB', () => {
    expect(message(file('big.pdf', 'application/pdf', FILE_MAX_BYTES + 1))).toBe(
      'The selected file must be 10 MB or smaller',
    )
    expect(message(file('edge.pdf', 'application/pdf', FILE_MAX_BYTES))).toBeUndefined()
  })

  it('takes the first file of a list, and the extension when the type is unknown', () => {
    const pdf = file('scan.PDF', '')
    expect(declaredType(pdf)).toBe('application/pdf')
    const parsed = v.parse(documentUploadSchema, { file: [pdf] })
    expect(parsed.file).toBe(pdf)
  })
})

describe('authenticateDocument', () => {
  it('sends the file as multipart, in the field `file`', async () => {
    // jsdom's FormData refuses Node's File (tests/setup.ts swaps File for Node's), so a
    // stand-in records what is appended; the client sees it as FormData all the same.
    class RecordingFormData {
      readonly appended: Array<[string, unknown, string | undefined]> = []
      append(name: string, value: unknown, filename?: string) {
        this.appended.push([name, value, filename])
      }
    }
    vi.stubGlobal('FormData', RecordingFormData)
    const fetchMock = answerWith({ data: { verdict: 'not_found' } })
    const pdf = file('certificate.pdf', 'application/pdf')
    await expect(authenticateDocument(pdf)).resolves.toEqual({ verdict: 'not_found' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/documents/authenticate')
    const body = init?.body as unknown as RecordingFormData
    expect(body).toBeInstanceOf(RecordingFormData)
    expect(body.appended).toEqual([['file', pdf, 'certificate.pdf']])
    expect(new Headers(init?.headers).get('content-type')).toBeNull()
  })
})
