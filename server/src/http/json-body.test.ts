import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../context'
import { jsonBody, REUSE_MAX_CHARS } from './json-body'
import { ok } from './envelope'
import { errorHandler } from './errors'

const schema = v.strictObject({ code: v.pipe(v.string(), v.trim(), v.toUpperCase()) })

/** A route that keeps every checked input it was handed. */
function setup(reuse?: number) {
  const seen: object[] = []
  const app = new Hono<AppEnv>()
  app.post('/', jsonBody(schema, reuse === undefined ? {} : { reuse }), (c) => {
    const input = c.req.valid('json')
    seen.push(input)
    return ok(c, input)
  })
  app.onError(errorHandler())
  const post = (body: string) =>
    app.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return { seen, post }
}

describe('jsonBody reuse', () => {
  it('checks each distinct body once and hands on the same frozen input', async () => {
    const { seen, post } = setup(10)
    for (const body of ['{"code":" ab1 "}', '{"code":" ab1 "}', '{"code":"cd2"}']) {
      const response = await post(body)
      expect(response.status).toBe(200)
    }
    expect(seen).toEqual([{ code: 'AB1' }, { code: 'AB1' }, { code: 'CD2' }])
    expect(seen[1]).toBe(seen[0])
    expect(seen[2]).not.toBe(seen[0])
    expect(Object.isFrozen(seen[0])).toBe(true)
  })

  it('checks a failing body again every time', async () => {
    const { post } = setup(10)
    for (let i = 0; i < 2; i++) {
      expect((await post('{"code":1}')).status).toBe(400)
      expect((await post('{"code":"a","extra":1}')).status).toBe(400)
      expect((await post('[1]')).status).toBe(400)
      expect((await post('{"code":')).status).toBe(400)
    }
  })

  it('never keeps long bodies, and keeps at most `reuse` bodies', async () => {
    const { seen, post } = setup(2)
    const long = `{"code":"${'a'.repeat(REUSE_MAX_CHARS)}"}`
    await post(long)
    await post(long)
    expect(seen[1]).not.toBe(seen[0])

    for (const code of ['a', 'b', 'c', 'a']) await post(`{"code":"${code}"}`)
    // 'a' was dropped when 'c' came in (the store was full), so it was checked again.
    expect(seen[5]).not.toBe(seen[2])
    expect(seen[5]).toEqual(seen[2])
  })

  it('checks every body afresh without the option', async () => {
    const { seen, post } = setup()
    await post('{"code":"a"}')
    await post('{"code":"a"}')
    expect(seen[1]).not.toBe(seen[0])
    expect(Object.isFrozen(seen[0])).toBe(false)
  })
})

describe('jsonBody on a real connection', () => {
  it('has read the request to its end when the answer is sent, so nothing is left to drain', async () => {
    const { serve } = await import('@hono/node-server')
    const app = new Hono<AppEnv>()
    app.post('/', jsonBody(schema), (c) => ok(c, c.req.valid('json')))
    app.onError(errorHandler())
    const ended: boolean[] = []
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      )
    })
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      response.once('finish', () => ended.push(request.readableEnded))
    })
    try {
      const { port } = server.address() as AddressInfo
      for (const code of ['ab1', 'cd2', 'ef3']) {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        })
        expect(await response.json()).toEqual({ success: true, data: { code: code.toUpperCase() } })
      }
      expect(ended).toEqual([true, true, true])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
