/**
 * Bad input on every verification call (docs/design.md section 7): each answered with its 4xx
 * envelope, never a 5xx; and the per-client rate limit on each of them.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bytes, expectFailure, fromAddress, KEY, postForm, postJson, testApp } from '../testing'
import { verificationFixture, type VerificationFixture } from '../verification/test-support'

let fx: VerificationFixture
const samplePdf = readFileSync(new URL('../fixtures/sample-document.pdf', import.meta.url))

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  fx = await verificationFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

/** Each JSON call with a valid body and, per field, values that are wrong in each way. */
const CALLS: { path: string; valid: Record<string, unknown>; bad: [string, unknown, string][] }[] =
  [
    {
      path: 'product/check',
      valid: { code: 'BWP100001' },
      bad: [
        ['too short', 'BW1', 'code'],
        ['too long', 'BWP1000011234', 'code'],
        ['not a code', 'BWP 100!', 'code'],
        ['blank', '   ', 'code'],
      ],
    },
    {
      path: 'organisation/verify',
      valid: { query: 'kalahari' },
      bad: [
        ['too short', 'k', 'query'],
        ['too long', 'k'.repeat(151), 'query'],
        ['blank', '  ', 'query'],
        ['a NUL character', 'kala\u0000hari', 'query'],
      ],
    },
    {
      path: 'promotions/verify',
      valid: { code: 'PRM2026', promo: 'WINTER' },
      bad: [
        ['code too short', 'PRM', 'code'],
        ['promo too short', 'W', 'promo'],
        ['promo too long', 'W'.repeat(33), 'promo'],
        ['promo not a code', 'WIN TER', 'promo'],
      ],
    },
    {
      path: 'documents/verify',
      valid: { reference: 'DOC00012345' },
      bad: [
        ['too short', 'DOC1', 'reference'],
        ['too long', 'D'.repeat(33), 'reference'],
        ['not a reference', 'DOC/0001', 'reference'],
      ],
    },
    {
      path: 'callerId/check',
      valid: { phone: '+26771000001' },
      bad: [
        ['too short', '+267', 'phone'],
        ['too long', '+2677100000112345', 'phone'],
        ['letters', '+267CALLME', 'phone'],
        ['leading zero', '0771000001', 'phone'],
      ],
    },
    {
      path: 'certifier/list',
      valid: { page: 1, pageSize: 20 },
      bad: [
        ['page 0', 0, 'page'],
        ['page too large', 10_001, 'page'],
        ['page not whole', 1.5, 'page'],
        ['page as text', '2', 'page'],
        ['page size too large', 101, 'pageSize'],
      ],
    },
    {
      path: 'certifier/search',
      valid: { query: 'maun', page: 1 },
      bad: [
        ['blank', ' ', 'query'],
        ['too long', 'm'.repeat(101), 'query'],
        ['a NUL character', 'ma\u0000un', 'query'],
      ],
    },
  ]

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fx.app.request(`/api/${path}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json', ...headers },
    body,
  })

describe.each(CALLS)('$path', ({ path, valid, bad }) => {
  it('answers the valid body', async () => {
    expect((await postJson(fx.app, `/api/${path}`, valid)).status).toBe(200)
  })

  it('refuses a missing field with 400, naming it', async () => {
    for (const field of Object.keys(valid)) {
      const body = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))
      const response = await postJson(fx.app, `/api/${path}`, body)
      if (path === 'certifier/list' || field === 'page') {
        expect(response.status, field).toBe(200) // optional fields
        continue
      }
      const failure = await expectFailure(response, 400)
      expect(failure.errors?.map((error) => error.path)).toEqual([field])
    }
  })

  it('refuses a wrong type in each field with 400, naming it', async () => {
    for (const field of Object.keys(valid)) {
      const wrongs =
        typeof valid[field] === 'number' ? ['1', true, null, [], {}] : [123, true, null, [], {}]
      for (const wrong of wrongs) {
        const response = await postJson(fx.app, `/api/${path}`, { ...valid, [field]: wrong })
        const failure = await expectFailure(response, 400)
        expect(failure.errors?.[0]?.path, `${field}=${JSON.stringify(wrong)}`).toBe(field)
      }
    }
  })

  it('refuses too short, too long and malformed values with 400, naming the field', async () => {
    for (const [label, value, field] of bad) {
      const response = await postJson(fx.app, `/api/${path}`, { ...valid, [field]: value })
      const failure = await expectFailure(response, 400)
      expect(
        failure.errors?.map((error) => error.path),
        label,
      ).toEqual([field])
    }
  })

  it('refuses an unknown key with 400', async () => {
    const failure = await expectFailure(
      await postJson(fx.app, `/api/${path}`, { ...valid, admin: true }),
      400,
    )
    expect(failure.errors).toEqual([{ path: 'admin', message: 'Unknown field' }])
  })

  it('refuses a wrong media type with 415: text, multipart, none', async () => {
    const text = JSON.stringify(valid)
    await expectFailure(await post(path, text, { 'content-type': 'text/plain' }), 415)
    const form = new FormData()
    for (const [key, value] of Object.entries(valid)) form.append(key, String(value))
    await expectFailure(await postForm(fx.app, `/api/${path}`, form), 415)
    const bare = await fx.app.request(`/api/${path}`, {
      method: 'POST',
      headers: { 'x-api-key': KEY },
      body: new Uint8Array(Buffer.from(text)),
    })
    await expectFailure(bare, 415)
  })

  it('refuses malformed JSON, a non-object and bad UTF-8 with 400', async () => {
    for (const body of ['{"code":', '', 'null', '[]', '"text"', '42', '{"a":1}}']) {
      await expectFailure(await post(path, body), 400)
    }
    await expectFailure(await post(path, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400)
  })

  it('refuses a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ ...valid, padding: 'x'.repeat(1024 * 1024) })
    await expectFailure(await post(path, huge), 413)
  })

  it('refuses a missing key with 401', async () => {
    await expectFailure(
      await postJson(fx.app, `/api/${path}`, valid, { 'x-api-key': undefined }),
      401,
    )
  })

  it('answers a GET with 405', async () => {
    const response = await fx.app.request(`/api/${path}`, { headers: { 'x-api-key': KEY } })
    await expectFailure(response, 405)
  })
})

describe('documents/authenticate', () => {
  const authenticate = (form: FormData) => postForm(fx.app, '/api/documents/authenticate', form)
  const withFile = (content: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData()
    form.append('file', new File([content], name, { type: 'application/pdf' }))
    return form
  }

  it('refuses JSON and text with 415', async () => {
    await expectFailure(await postJson(fx.app, '/api/documents/authenticate', { file: 'x' }), 415)
    await expectFailure(
      await post('documents/authenticate', 'file', { 'content-type': 'text/plain' }),
      415,
    )
  })

  it('refuses a non-PDF named .pdf with 415', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    await expectFailure(await authenticate(withFile(html, 'invoice.pdf')), 415)
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])
    await expectFailure(await authenticate(withFile(exe, 'certificate.pdf')), 415)
  })

  it('refuses an oversized file with 413', async () => {
    const big = bytes(10 * 1024 * 1024 + 1)
    big.set(samplePdf.subarray(0, 8))
    await expectFailure(await authenticate(withFile(big, 'big.pdf')), 413)
  })

  it('refuses a malformed multipart body with 400', async () => {
    const response = await post('documents/authenticate', '--x\r\nnonsense', {
      'content-type': 'multipart/form-data; boundary=x',
    })
    await expectFailure(response, 400)
  })
})

describe('never a 5xx', () => {
  const paths = [...CALLS.map((entry) => entry.path), 'documents/authenticate']
  const bodies: BodyInit[] = [
    '{"__proto__": {"code": "BWP100001"}}',
    '{"code": "BWP100001", "constructor": {"prototype": {}}}',
    '{"query": "\\u0000\\u0000"}',
    '{"query": "ka\\u0000lahari", "code": "BWP1\\u000000001"}',
    '{"query": "\\ud800\\udfff\\ud800"}',
    '{"query": "%_\\\\%"}',
    '{"code": 1e400, "promo": -0}',
    '{"phone": "+267\\n71000001"}',
    '{"page": 1e308, "pageSize": -1}',
    `{"query": "${'é'.repeat(120)}"}`,
    '\u0000',
  ]
  it.each(paths)('%s answers odd bodies with a 2xx or its 4xx envelope', async (path) => {
    for (const body of bodies) {
      const response = await post(path, body)
      expect(response.status, `${path} ${String(body)}`).toBeLessThan(500)
      if (response.status >= 400) await expectFailure(response, response.status)
    }
  })
})

describe('rate limit', () => {
  const ALL = [
    ...CALLS.map(({ path, valid }) => ({
      path,
      send: (app: ReturnType<typeof testApp>, from: string) =>
        postJson(app, `/api/${path}`, valid, {}, fromAddress(from)),
    })),
    {
      path: 'documents/authenticate',
      send: (app: ReturnType<typeof testApp>, from: string) => {
        const form = new FormData()
        form.append('file', new File([samplePdf], 'doc.pdf'))
        return app.request(
          '/api/documents/authenticate',
          { method: 'POST', headers: { 'x-api-key': KEY }, body: form },
          fromAddress(from) as never,
        )
      },
    },
  ]

  it.each(ALL)('limits $path per client with 429 and Retry-After', async ({ send }) => {
    const app = testApp(fx.db, { vars: { RATE_LIMIT_PER_MINUTE: '2' } })
    expect((await send(app, '10.1.1.1')).status).toBe(200)
    expect((await send(app, '10.1.1.1')).status).toBe(200)
    const limited = await send(app, '10.1.1.1')
    await expectFailure(limited, 429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send(app, '10.1.1.2')).status).toBe(200)
  })

  it('shares one budget across the verification calls', async () => {
    const app = testApp(fx.db, { vars: { RATE_LIMIT_PER_MINUTE: String(ALL.length) } })
    for (const { send } of ALL) expect((await send(app, '10.2.2.2')).status).toBe(200)
    await expectFailure(await ALL[0]!.send(app, '10.2.2.2'), 429)
  })
})
