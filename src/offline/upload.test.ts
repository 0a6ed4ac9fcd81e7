import { describe, expect, it } from 'vitest'
import { buildBody, classify } from './upload'
import type { OutboxEntry } from './db'

const answer = (status: number, body?: unknown, retryAfter: string | null = null) => ({
  status,
  text: body === undefined ? '' : JSON.stringify(body),
  retryAfter,
})

describe('the outbox request', () => {
  it.each([200, 201, 202, 204])('delivers on %i', (status) => {
    expect(classify(answer(status, status === 204 ? undefined : { success: true }))).toEqual({
      kind: 'delivered',
      status,
    })
  })

  it.each([500, 502, 503, 504, 408, 429])('retries a %i', (status) => {
    expect(classify(answer(status)).kind).toBe('retry')
  })

  it.each([400, 401, 403, 404, 409, 413, 415, 422])('needs attention on a %i', (status) => {
    const outcome = classify(
      answer(status, { success: false, message: 'Nope', errors: [{ path: 'a', message: 'B' }] }),
    )
    expect(outcome).toEqual({
      kind: 'rejected',
      error: { kind: 'rejected', status, message: 'Nope', errors: [{ path: 'a', message: 'B' }] },
    })
  })

  it('needs attention on a 2xx whose envelope says it failed', () => {
    expect(classify(answer(200, { success: false, message: 'No' })).kind).toBe('rejected')
  })

  it('retries a 4xx that says when to come back, in seconds or as a date', () => {
    expect(classify(answer(409, { success: false }, '7'))).toMatchObject({
      kind: 'retry',
      retryAfterMs: 7000,
    })
    const date = new Date(Date.now() + 60_000).toUTCString()
    const outcome = classify(answer(409, undefined, date))
    expect(outcome.kind).toBe('retry')
    expect(outcome.kind === 'retry' && outcome.retryAfterMs).toBeGreaterThan(50_000)
  })

  it('puts the reference first and writes JSON bodies with the reference', () => {
    const entry = {
      reference: 'PR-ABCDEFGH',
      encoding: 'json',
      fields: { reference: 'PR-WRONG000', a: 1, nested: { b: [1, 2] } },
    } as unknown as OutboxEntry
    expect(JSON.parse(buildBody(entry, []) as string)).toEqual({
      reference: 'PR-ABCDEFGH',
      a: 1,
      nested: { b: [1, 2] },
    })
  })
})
