/**
 * A stopping gateway: the balancer is told first (/api/health 503), then no
 * new connections, while an upload already on its way still arrives and is stored; whatever
 * outlives the grace period is cut, and the database closes.
 */
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { makeReference } from '../../src/shared/reference'
import { parseEnv } from './env'
import { startServer } from './main'
import { SAMPLE_REGISTRATION } from './sample-registration'
import { KEY } from './testing'
import { samplePdf } from './uploads/sample-pdf'

const start = (vars: Record<string, string>) =>
  startServer({
    env: parseEnv({ NODE_ENV: 'test', ...vars }),
    port: 0,
    host: '127.0.0.1',
    memory: true,
    quiet: true,
  })

/** Sends the first half of an upload now; `finish` sends the rest. */
function slowUpload(port: number, path: string, body: Uint8Array, headers: Record<string, string>) {
  const sending = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { ...headers, 'content-length': body.byteLength },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sending.on('error', reject)
    sending.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, body: text }))
      response.on('error', reject)
    })
  })
  sending.write(body.subarray(0, body.byteLength / 2))
  return { answer, finish: () => sending.end(body.subarray(body.byteLength / 2)) }
}

/** A product registration with a 600 KB leaflet, half of it sent now. */
async function startRegistration(port: number) {
  const reference = makeReference('productRegistration')
  const form = new FormData()
  const fields = { ...SAMPLE_REGISTRATION, productCode: `P${reference.slice(3)}`, reference }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('document', new File([new Uint8Array(samplePdf({ size: 600_000 }))], 'leaflet.pdf'))
  const encoded = new Response(form)
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  const upload = slowUpload(port, '/api/product/register', bytes, {
    'x-api-key': KEY,
    'content-type': encoded.headers.get('content-type')!,
    'idempotency-key': reference,
  })
  return { reference, ...upload }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a stopping gateway', () => {
  it('says so to the balancer, then finishes the upload in flight, then closes', async () => {
    const server = await start({ SHUTDOWN_DELAY_SECONDS: '1', SHUTDOWN_GRACE_SECONDS: '20' })
    const health = () => fetch(`${server.url}/api/health`)
    expect((await health()).status).toBe(200)

    const { reference, ...upload } = await startRegistration(server.port)
    await pause(200)
    const stopped = server.close()

    // Within the delay it still answers, but tells the balancer to look elsewhere.
    const draining = await health()
    expect(draining.status).toBe(503)
    expect(await draining.json()).toEqual({ success: false, message: 'This gateway is stopping' })
    expect(draining.headers.get('connection')).toBe('close')

    await pause(1_500) // past the delay: no new connections now
    await expect(health()).rejects.toThrow()

    upload.finish()
    const answer = await upload.answer
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.body)).toEqual({
      success: true,
      data: { reference, status: 'PENDING' },
    })
    await stopped
    await expect(server.db.query('select 1')).rejects.toThrow()
  })

  it('cuts what outlives the grace period, so a stop always ends', async () => {
    const server = await start({ SHUTDOWN_DELAY_SECONDS: '0', SHUTDOWN_GRACE_SECONDS: '1' })
    const upload = await startRegistration(server.port)
    await pause(200)
    const began = Date.now()
    await server.close()
    expect(Date.now() - began).toBeLessThan(5_000)
    await expect(upload.answer).rejects.toThrow()
  })
})
