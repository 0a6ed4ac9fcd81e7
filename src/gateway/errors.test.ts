import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call } from './client'
import { GatewayError, failureMessages, onFailure } from './errors'
import { CONTACT_ADMIN, NETWORK_ERROR, TIMED_OUT, TRY_AGAIN, UNHANDLED } from './fallbacks'
import { clearMessages, messagesStore, processingStore } from './status'

/** What the dialog lists after a call that gets `status` and `body` (raw text if a string). */
async function messagesFor(status: number, body?: unknown) {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status })),
  )
  await call('product/check', {}).catch(() => undefined)
  return messagesStore.getSnapshot()
}

beforeEach(() => {
  clearMessages()
  processingStore.set(0)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the response has data (first rule)', () => {
  it('shows body.message first', async () => {
    expect(
      await messagesFor(400, {
        success: false,
        message: 'Check the code',
        errorMessage: 'other',
        messages: ['more'],
      }),
    ).toEqual(['Check the code'])
  })

  it('then body.errorMessage', async () => {
    expect(
      await messagesFor(400, { success: false, errorMessage: 'Code expired', messages: ['x'] }),
    ).toEqual(['Code expired'])
  })

  it('then the list body.messages', async () => {
    expect(await messagesFor(400, { success: false, messages: ['First', 'Second'] })).toEqual([
      'First',
      'Second',
    ])
  })

  it("otherwise 'An error occurred, please try again later'", async () => {
    expect(await messagesFor(400, { success: false })).toEqual([TRY_AGAIN])
  })

  it('skips empty texts and empty lists', async () => {
    expect(
      await messagesFor(400, { success: false, message: '  ', errorMessage: '', messages: [] }),
    ).toEqual([TRY_AGAIN])
    clearMessages()
    expect(await messagesFor(400, { success: false, messages: ['', 3, 'Only'] })).toEqual(['Only'])
  })

  it('applies to success: false with 200 too', async () => {
    expect(await messagesFor(200, { success: false, message: 'Not allowed' })).toEqual([
      'Not allowed',
    ])
  })

  it('a body of another shape is data without a message', async () => {
    expect(await messagesFor(400, ['not', 'an', 'envelope'])).toEqual([TRY_AGAIN])
  })

  it('adds each 400 errors[] entry (path and message) after the message', async () => {
    expect(
      await messagesFor(400, {
        success: false,
        message: 'Check your answers',
        errors: [
          { path: 'applicant.email', message: 'Invalid Email' },
          { path: 'applicant.idNumber', message: 'Enter an ID or passport number' },
          { path: 'broken' },
        ],
      }),
    ).toEqual([
      'Check your answers',
      { path: 'applicant.email', message: 'Invalid Email' },
      { path: 'applicant.idNumber', message: 'Enter an ID or passport number' },
    ])
  })

  it('exposes errors[] on the error for the form', () => {
    const error = new GatewayError({
      kind: 'response',
      path: 'p',
      status: 400,
      body: { success: false, errors: [{ path: 'email', message: 'Invalid Email' }] },
    })
    expect(error.errors).toEqual([{ path: 'email', message: 'Invalid Email' }])
  })

  it("a server error's body message wins over the HTTP layer's", async () => {
    expect(await messagesFor(500, { success: false, message: 'Database unavailable' })).toEqual([
      'Database unavailable',
    ])
  })
})

describe('no data (second and third rules)', () => {
  it.each([203, 301, 400, 404])(
    "%i without a body: 'Unhandled Error - An error occurred, please try again later'",
    async (status) => {
      expect(await messagesFor(status)).toEqual([UNHANDLED])
    },
  )

  it("a non-JSON body (a proxy's HTML page) is no data", async () => {
    expect(await messagesFor(404, '<html>Not Found</html>')).toEqual([UNHANDLED])
  })

  it.each([500, 502, 503, 504])(
    "%i without a body: the HTTP layer's 'An error occurred, please contact the System administration'",
    async (status) => {
      expect(await messagesFor(status)).toEqual([CONTACT_ADMIN])
      clearMessages()
      expect(await messagesFor(status, '<html>Bad Gateway</html>')).toEqual([CONTACT_ADMIN])
    },
  )

  it('a JSON null body is no data', async () => {
    expect(await messagesFor(500, 'null')).toEqual([CONTACT_ADMIN])
  })

  it("a network error: 'Network Error'", () => {
    const error = new GatewayError({ kind: 'network', path: 'p', userMessage: NETWORK_ERROR })
    expect(failureMessages(error)).toEqual([NETWORK_ERROR])
  })

  it('a timeout: the no-response message', () => {
    const error = new GatewayError({ kind: 'timeout', path: 'p', userMessage: TIMED_OUT })
    expect(failureMessages(error)).toEqual([TIMED_OUT])
  })

  it('an abort the caller asked for: nothing', () => {
    expect(failureMessages(new GatewayError({ kind: 'aborted', path: 'p' }))).toEqual([])
  })

  it("another error: its own message, then its errorMessage, then 'Unhandled Error'", () => {
    expect(failureMessages(new Error('Out of memory'))).toEqual(['Out of memory'])
    expect(failureMessages({ message: '', errorMessage: 'Quota exceeded' })).toEqual([
      'Quota exceeded',
    ])
    expect(failureMessages({ errorMessage: 'Quota exceeded' })).toEqual(['Quota exceeded'])
    expect(failureMessages(new Error(''))).toEqual([UNHANDLED])
    expect(failureMessages({})).toEqual([UNHANDLED])
    expect(failureMessages('a thrown string')).toEqual([UNHANDLED])
    expect(failureMessages(undefined)).toEqual([UNHANDLED])
  })

  it('the English of the fallbacks is verbatim', () => {
    // English is the source: the build puts its messages in the descriptors, compiled
    // (scripts/build/source-messages.ts), so a plain text is one piece.
    const english = (descriptor: { message?: unknown }) => [descriptor.message].flat().join('')
    expect(english(TRY_AGAIN)).toBe('An error occurred, please try again later')
    expect(english(UNHANDLED)).toBe('Unhandled Error - An error occurred, please try again later')
    expect(english(CONTACT_ADMIN)).toBe(
      'An error occurred, please contact the System administration',
    )
    expect(english(NETWORK_ERROR)).toBe('Network Error')
  })
})

describe('onFailure, the one handler', () => {
  it('adds to the list and does not repeat a message already shown', () => {
    onFailure(new GatewayError({ kind: 'network', path: 'a', userMessage: NETWORK_ERROR }))
    onFailure(new GatewayError({ kind: 'network', path: 'b', userMessage: NETWORK_ERROR }))
    onFailure(new Error('Other'))
    expect(messagesStore.getSnapshot()).toEqual([NETWORK_ERROR, 'Other'])
  })

  it('returns what it added', () => {
    expect(onFailure(new Error('Shown'))).toEqual(['Shown'])
  })
})
