import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MULTIPART_TIMEOUT_MS, TIMEOUT_MS } from '../shared/transport'
import { call, callList } from './client'
import { GatewayError } from './errors'
import { NETWORK_ERROR, TIMED_OUT } from './fallbacks'
import { clearMessages, messagesStore, processingStore } from './status'

type FetchArgs = [string, RequestInit]

/** A fetch that answers with `status` and `body` (JSON unless a string is given). */
function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => {
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body)
    return new Response(status === 204 ? null : text, { status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A fetch that never answers, and rejects as a browser does when its signal aborts. */
function hang() {
  const fetchMock = vi.fn(
    (..._args: FetchArgs) =>
      new Promise<Response>((_resolve, reject) => {
        _args[1].signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        )
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const headersOf = (fetchMock: ReturnType<typeof answer>, index = 0) =>
  new Headers(fetchMock.mock.calls[index]?.[1].headers)

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(GatewayError)
  return error as GatewayError
}

beforeEach(() => {
  clearMessages()
  processingStore.set(0)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('the request', () => {
  it('POSTs JSON to /api/<path> on the same origin by default', async () => {
    const fetchMock = answer(200, { success: true, data: { verdict: 'genuine' } })
    await call('product/check', { code: 'BWP100001' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/product/check')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"code":"BWP100001"}')
    expect(headersOf(fetchMock).get('content-type')).toBe('application/json')
  })

  it('sends {} when there is no body', async () => {
    const fetchMock = answer(200, { success: true, data: [] })
    await call('schemes/list')
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{}')
  })

  it('uses VITE_API_HOST and VITE_GATEWAY_KEY when set', async () => {
    vi.stubEnv('VITE_API_HOST', 'https://gateway.example.bw/')
    vi.stubEnv('VITE_GATEWAY_KEY', 'build-key')
    const fetchMock = answer(200, { success: true, data: null })
    await call('product/check', {})
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://gateway.example.bw/api/product/check')
    expect(headersOf(fetchMock).get('x-api-key')).toBe('build-key')
  })

  it('sends x-api-key on every request: JSON, multipart, silent, failing', async () => {
    const fetchMock = answer(200, { success: true, data: null })
    await call('product/check', { code: 'X' })
    await call('documents/authenticate', new FormData())
    await call('certifier/list', {}, { silent: true })
    fetchMock.mockResolvedValueOnce(new Response('{"success":false}', { status: 400 }))
    await call('product/check', {}).catch(() => undefined)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    for (let i = 0; i < 4; i++)
      expect(headersOf(fetchMock, i).get('x-api-key')).toBe('dev-gateway-key')
  })

  it('sends Idempotency-Key only when given', async () => {
    const fetchMock = answer(201, { success: true, data: { reference: 'EX-7K3M9Q2P' } })
    await call('exclusions/apply', { reference: 'EX-7K3M9Q2P' }, { idempotencyKey: 'EX-7K3M9Q2P' })
    await call('product/check', { code: 'X' })
    expect(headersOf(fetchMock, 0).get('idempotency-key')).toBe('EX-7K3M9Q2P')
    expect(headersOf(fetchMock, 1).has('idempotency-key')).toBe(false)
  })

  it('sends FormData as it is, without a JSON content-type', async () => {
    const fetchMock = answer(201, { success: true, data: { reference: 'PR-7K3M9Q2P' } })
    const form = new FormData()
    form.set('reference', 'PR-7K3M9Q2P')
    await call('product/register', form)
    expect(fetchMock.mock.calls[0]?.[1].body).toBe(form)
    expect(headersOf(fetchMock).has('content-type')).toBe(false)
  })
})

describe('the success rule', () => {
  it.each([200, 201, 202])('%i with an envelope passes and gives data', async (status) => {
    answer(status, { success: true, data: { verdict: 'genuine' } })
    await expect(call('product/check', {})).resolves.toEqual({ verdict: 'genuine' })
  })

  it('204 with no body passes and gives undefined', async () => {
    answer(204)
    await expect(call('auth/logout', {})).resolves.toBeUndefined()
    expect(messagesStore.getSnapshot()).toEqual([])
  })

  it.each([203, 206, 301, 400, 401, 404, 409, 413, 429, 500, 503])(
    '%i fails, even with success: true',
    async (status) => {
      answer(status, { success: true, data: {} })
      const error = await failure(call('product/check', {}))
      expect(error.kind).toBe('response')
      expect(error.status).toBe(status)
      expect(error.body).toEqual({ success: true, data: {} })
    },
  )

  it('success: false with 200 fails, and the error carries the body and its message', async () => {
    answer(200, { success: false, message: 'Code not recognised' })
    const error = await failure(call('product/check', {}))
    expect(error.status).toBe(200)
    expect(error.body).toEqual({ success: false, message: 'Code not recognised' })
    expect(error.message).toBe('Code not recognised')
  })

  it('gives a list with its page, pageSize and total', async () => {
    answer(200, { success: true, data: [{ id: 1 }], page: 2, pageSize: 20, total: 45 })
    await expect(callList('certifier/list', { page: 2 })).resolves.toEqual({
      data: [{ id: 1 }],
      page: 2,
      pageSize: 20,
      total: 45,
    })
  })

  it('gives the counts per state a list sends beside its page', async () => {
    const counts = { PENDING: 3, APPROVED: 1, REJECTED: 0 }
    answer(200, { success: true, data: [], page: 1, pageSize: 20, total: 3, counts })
    await expect(callList('staff/cases/list', { area: 'talk' })).resolves.toEqual({
      data: [],
      page: 1,
      pageSize: 20,
      total: 3,
      counts,
    })
  })

  it('reads a list nested under data.data too', async () => {
    answer(200, { success: true, data: { data: [{ id: 2 }], page: 3, total: 45 } })
    await expect(callList('certifier/list', { page: 3 })).resolves.toEqual({
      data: [{ id: 2 }],
      page: 3,
      total: 45,
    })
  })

  it('gives a list without meta when the gateway sends none', async () => {
    answer(200, { success: true, data: [] })
    await expect(callList('certifier/search', { query: 'x' })).resolves.toEqual({ data: [] })
  })
})

describe('timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  async function settlesAt(promise: Promise<unknown>, first: number, then: number) {
    let settled = false
    const outcome = promise.then(
      () => 'resolved',
      (e: unknown) => e,
    )
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(first - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1 + then)
    expect(settled).toBe(true)
    return outcome
  }

  it('times a JSON call out after 30 s', async () => {
    hang()
    const error = await settlesAt(call('product/check', {}), TIMEOUT_MS, 0)
    expect(TIMEOUT_MS).toBe(30_000)
    expect(error).toMatchObject({ kind: 'timeout', status: 0 })
    expect(messagesStore.getSnapshot()).toEqual([TIMED_OUT])
    expect(processingStore.getSnapshot()).toBe(0)
  })

  it('times a multipart call out after 120 s', async () => {
    hang()
    const error = await settlesAt(call('product/register', new FormData()), MULTIPART_TIMEOUT_MS, 0)
    expect(MULTIPART_TIMEOUT_MS).toBe(120_000)
    expect(error).toMatchObject({ kind: 'timeout' })
  })

  it('takes a timeout of the caller', async () => {
    hang()
    const error = await settlesAt(call('product/check', {}, { timeoutMs: 5_000 }), 5_000, 0)
    expect(error).toMatchObject({ kind: 'timeout' })
  })

  it('clears its timer when the answer comes', async () => {
    answer(200, { success: true, data: 1 })
    await call('product/check', {})
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('aborting', () => {
  it('ends with kind aborted, no message, and the counter back to 0', async () => {
    hang()
    const controller = new AbortController()
    const pending = call('certifier/search', { query: 'x' }, { signal: controller.signal })
    expect(processingStore.getSnapshot()).toBe(1)
    controller.abort()
    const error = await failure(pending)
    expect(error.kind).toBe('aborted')
    expect(messagesStore.getSnapshot()).toEqual([])
    expect(processingStore.getSnapshot()).toBe(0)
  })

  it('does not send when the signal is already aborted', async () => {
    const fetchMock = hang()
    const error = await failure(call('product/check', {}, { signal: AbortSignal.abort() }))
    expect(error.kind).toBe('aborted')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(processingStore.getSnapshot()).toBe(0)
  })
})

describe('the processing counter', () => {
  it('goes up at the start of each request and down at its end', async () => {
    let release: (r: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    )
    const first = call('product/check', {})
    const firstRelease = release
    const second = call('product/check', {})
    expect(processingStore.getSnapshot()).toBe(2)
    firstRelease(new Response('{"success":true,"data":1}'))
    await first
    expect(processingStore.getSnapshot()).toBe(1)
    release(new Response('{"success":true,"data":2}'))
    await second
    expect(processingStore.getSnapshot()).toBe(0)
  })

  it.each([
    ['a failed response', () => answer(500, { success: false, message: 'x' })],
    [
      'a network error',
      () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
    ],
  ])('comes back to 0 after %s', async (_name, stub) => {
    stub()
    await call('product/check', {}).catch(() => undefined)
    expect(processingStore.getSnapshot()).toBe(0)
  })

  it('never goes below 0, even when navigation decrements it too', async () => {
    answer(200, { success: true, data: 1 })
    const pending = call('product/check', {})
    processingStore.set(0) // a navigation decremented it meanwhile
    await pending
    expect(processingStore.getSnapshot()).toBe(0)
  })

  it('is not touched by silent calls, nor is the message list', async () => {
    const fetchMock = answer(500, { success: false, message: 'Boom' })
    const pending = call('certifier/list', {}, { silent: true })
    expect(processingStore.getSnapshot()).toBe(0)
    const error = await failure(pending)
    expect(error.status).toBe(500)
    expect(messagesStore.getSnapshot()).toEqual([])
    expect(fetchMock).toHaveBeenCalledOnce()
  })
})

describe('failures reach the message dialog', () => {
  it('a failed response adds its message', async () => {
    answer(409, { success: false, message: 'This reference was already used' })
    await call('exclusions/apply', {}).catch(() => undefined)
    expect(messagesStore.getSnapshot()).toEqual(['This reference was already used'])
  })

  it("a network error says 'Network Error'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const error = await failure(call('product/check', {}))
    expect(error.kind).toBe('network')
    expect(error.status).toBe(0)
    expect(messagesStore.getSnapshot()).toEqual([NETWORK_ERROR])
  })

  it('a connection cut while the body arrives is a network error', async () => {
    const broken = new Response('{"success":true')
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('terminated'))
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(broken))
    const error = await failure(call('product/check', {}))
    expect(error.kind).toBe('network')
  })
})
