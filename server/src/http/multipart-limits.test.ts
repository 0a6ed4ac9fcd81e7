/**
 * The streaming multipart path under abuse: limits refused at once,
 * prototype-free parts, no temporary file left behind, a cap on one client's uploads at once.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { expectFailure, fromAddress, KEY, postForm, useTestGateway } from '../testing'
import { uploadTempRoot } from './upload-temp'
import { UPLOADS_PER_CLIENT } from './multipart'

const gateway = useTestGateway()

const BOUNDARY = 'scamlockboundary'
const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  (filename === undefined ? '' : `; filename="${filename}"`) +
  `\r\n\r\n${value}\r\n`

function post(body: BodyInit, headers: Record<string, string> = {}, address = '10.1.0.1') {
  return gateway.app.request(
    '/api/test/upload',
    {
      method: 'POST',
      headers: {
        'x-api-key': KEY,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit,
    fromAddress(address) as never,
  )
}

const leftovers = () => {
  try {
    return readdirSync(uploadTempRoot(parseEnv({ NODE_ENV: 'test' })))
  } catch {
    return []
  }
}

describe('multipart limits', () => {
  it('refuses 40,000 parts of one name at once, in well under a second', async () => {
    const body = part('note', 'x').repeat(40_000) + `--${BOUNDARY}--\r\n`
    const started = performance.now()
    const response = await post(body)
    await expectFailure(response, 413)
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('refuses a text field over its size with 413 naming it', async () => {
    const body = part('note', 'y'.repeat(70_000)) + `--${BOUNDARY}--\r\n`
    const failure = await expectFailure(await post(body), 413)
    expect(failure.errors).toEqual([{ path: 'note', message: 'This field is too long' }])
  })

  it('answers a field sent twice with its own entry, not the validator’s words', async () => {
    const body = part('reference', 'PR-00000001') + part('note', 'a') + part('note', 'b')
    const failure = await expectFailure(await post(`${body}--${BOUNDARY}--\r\n`), 400)
    expect(failure.errors).toContainEqual({ path: 'note', message: 'Send this field once' })
  })

  it('takes parts named like Object.prototype members as plain names (400, not 500)', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const files = part(name, 'abc', 'a.pdf')
      const fields = part(name, 'text')
      for (const body of [files, fields]) {
        const response = await post(`${part('reference', 'PR-00000002')}${body}--${BOUNDARY}--\r\n`)
        const failure = await expectFailure(response, 400)
        expect(failure.errors?.map((error) => error.path)).toContain(name)
      }
    }
  })

  it('leaves no temporary file after a success or a refusal', async () => {
    const ok = new FormData()
    ok.append('reference', 'PR-00000003')
    ok.append('file', new File(['hello'], 'a.pdf'))
    expect((await postForm(gateway.app, '/api/test/upload', ok)).status).toBe(201)
    const tooMany = new FormData()
    tooMany.append('reference', 'PR-00000004')
    for (let i = 0; i < 5; i++) tooMany.append('file', new File(['x'], `${i}.pdf`))
    await expectFailure(await postForm(gateway.app, '/api/test/upload', tooMany), 400)
    expect(leftovers()).toEqual([])
  })

  it(`reads at most ${UPLOADS_PER_CLIENT} uploads of one client at once (429)`, async () => {
    const stalled = Array.from({ length: UPLOADS_PER_CLIENT }, () => {
      let controller!: ReadableStreamDefaultController<Uint8Array>
      const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
      controller.enqueue(new TextEncoder().encode(part('reference', 'PR-00000005')))
      return { controller, response: post(stream, {}, '10.1.0.9') }
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refused = await post(
      `${part('reference', 'PR-00000006')}--${BOUNDARY}--\r\n`,
      {},
      '10.1.0.9',
    )
    await expectFailure(refused, 429)
    expect(refused.headers.get('retry-after')).toBe('5')
    const other = await post(
      `${part('reference', 'PR-00000007')}--${BOUNDARY}--\r\n`,
      {},
      '10.1.0.10',
    )
    await expectFailure(other, 400) // another client is read as usual (no file: 400)
    for (const { controller } of stalled) controller.close()
    for (const { response } of stalled) await expectFailure(await response, 400)
  })
})
