/**
 * Requests of the resumable uploads (resumable.ts) as tus-js-client sends them, for tests
 * (imported by *.test.ts only).
 */
import { KEY, type TestApp } from '../testing'

export const TUS = { 'Tus-Resumable': '1.0.0' }

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

export interface Client {
  key?: string
  /** A client address as @hono/node-server passes it (testing.ts fromAddress). */
  bindings?: unknown
}

export function metadataOf(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${name} ${b64(value)}`)
    .join(',')
}

export function createUpload(
  app: TestApp,
  length: number | string,
  metadata: string | Record<string, string>,
  client: Client = {},
  headers: Record<string, string> = {},
) {
  return app.request(
    '/api/uploads',
    {
      method: 'POST',
      headers: {
        ...TUS,
        'x-api-key': client.key ?? KEY,
        'Upload-Length': String(length),
        'Upload-Metadata': typeof metadata === 'string' ? metadata : metadataOf(metadata),
        ...headers,
      },
    },
    client.bindings as never,
  )
}

export function headUpload(app: TestApp, location: string, client: Client = {}) {
  return app.request(
    location,
    { method: 'HEAD', headers: { ...TUS, 'x-api-key': client.key ?? KEY } },
    client.bindings as never,
  )
}

export function patchUpload(
  app: TestApp,
  location: string,
  offset: number | string,
  body: Uint8Array<ArrayBuffer>,
  client: Client = {},
  headers: Record<string, string> = {},
) {
  return app.request(
    location,
    {
      method: 'PATCH',
      headers: {
        ...TUS,
        'x-api-key': client.key ?? KEY,
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(offset),
        ...headers,
      },
      body,
    },
    client.bindings as never,
  )
}

export function deleteUpload(app: TestApp, location: string, client: Client = {}) {
  return app.request(
    location,
    { method: 'DELETE', headers: { ...TUS, 'x-api-key': client.key ?? KEY } },
    client.bindings as never,
  )
}

/** Creates an upload of `bytes` and sends them in `pieces` PATCHes; returns its id. */
export async function uploadWhole(
  app: TestApp,
  bytes: Uint8Array<ArrayBuffer>,
  reference: string,
  client: Client = {},
  pieces = 2,
  name = 'file.png',
): Promise<string> {
  const created = await createUpload(
    app,
    bytes.byteLength,
    { filename: name, filetype: 'image/png', reference },
    client,
  )
  if (created.status !== 201) throw new Error(`POST answered ${created.status}`)
  const location = created.headers.get('location')!
  const step = Math.ceil(bytes.byteLength / pieces)
  for (let offset = 0; offset < bytes.byteLength; offset += step) {
    const answer = await patchUpload(
      app,
      location,
      offset,
      bytes.slice(offset, offset + step),
      client,
    )
    if (answer.status !== 204)
      throw new Error(`PATCH answered ${answer.status}: ${await answer.text()}`)
  }
  return location.split('/').pop()!
}
