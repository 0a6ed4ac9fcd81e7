/**
 * Test support for staff/schemes/save (imported by *.test.ts only): the multipart form as the
 * edit page sends it, posted with the key, the page's Origin and the session cookie.
 */
import { ORIGIN } from '../auth/testing'
import { KEY, type TestApp } from '../testing'

export interface SaveInput {
  id?: string
  title?: string
  category?: string
  description?: string
  version?: string
  titleFr?: string
  categoryFr?: string
  descriptionFr?: string
  titleTs?: string
  categoryTs?: string
  descriptionTs?: string
  image?: { bytes: Uint8Array; name?: string }
}

const TEXT_FIELDS = [
  'id',
  'title',
  'category',
  'description',
  'version',
  'titleFr',
  'categoryFr',
  'descriptionFr',
  'titleTs',
  'categoryTs',
  'descriptionTs',
] as const

export function saveForm(input: SaveInput): FormData {
  const form = new FormData()
  for (const name of TEXT_FIELDS) {
    const value = input[name]
    if (value !== undefined) form.append(name, value)
  }
  if (input.image) {
    form.append(
      'image',
      new Blob([input.image.bytes as Uint8Array<ArrayBuffer>]),
      input.image.name ?? 'p',
    )
  }
  return form
}

export function postSave(
  app: TestApp,
  form: FormData,
  cookie: string | undefined,
  origin: string | undefined = ORIGIN,
) {
  const headers: Record<string, string> = { 'x-api-key': KEY }
  if (origin) headers.origin = origin
  if (cookie) headers.cookie = cookie
  return app.request('/api/staff/schemes/save', { method: 'POST', headers, body: form })
}
