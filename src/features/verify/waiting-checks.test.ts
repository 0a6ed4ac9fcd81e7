/**
 * The checks asked offline, run later (waiting-checks.ts), against a scripted server on real
 * sockets (the browser test verify-offline.test.ts runs them against the real gateway): each is
 * asked once, its verdict replaces the waiting entry and reaches the page that asked; one that
 * waited 7 days is dropped without asking; a network failure leaves it waiting; a refusal drops
 * it; two runs at once ask once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startScriptedServer } from '../../offline/test-server'
import { dismissAnswered, onWaitingAnswered, readAnswered, type WaitingResult } from './background'
import { addToHistory, clearHistory, readHistory } from './history'
import { runWaitingChecks, WAIT_LIMIT_MS } from './waiting-checks'

let gateway: Awaited<ReturnType<typeof startScriptedServer>>

beforeAll(async () => {
  gateway = await startScriptedServer()
  vi.stubEnv('VITE_API_HOST', gateway.host)
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await gateway.close()
})
beforeEach(() => {
  gateway.script.length = 0
  gateway.received.length = 0
  clearHistory()
  dismissAnswered()
})

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0)
const wait = (kind: 'product' | 'caller', input: string, ageMs = 60_000) =>
  addToHistory({ kind, input, verdict: 'waiting' }, new Date(NOW - ageMs))
const verdicts = () =>
  readHistory().map(({ kind, input, verdict }) => `${kind} ${input} ${verdict}`)

describe('runWaitingChecks', () => {
  it('asks each waiting check once and puts its verdict in its place', async () => {
    wait('product', 'BWP900009')
    wait('caller', '+26772000002')
    addToHistory({ kind: 'product', input: 'BWP100001', verdict: 'genuine' }, new Date(NOW - 5_000))
    gateway.script.push(
      { status: 200, body: { success: true, data: { verdict: 'reported', reports: 7 } } },
      { status: 200, body: { success: true, data: { verdict: 'flagged' } } },
    )
    const heard: WaitingResult[] = []
    const stop = onWaitingAnswered((answer) => heard.push(answer) < 0)
    await runWaitingChecks(() => NOW)
    stop()
    // Newest first: the caller was asked last of the two.
    expect(gateway.received.map((request) => [request.url, request.body.toString()])).toEqual([
      ['/api/callerId/check', '{"phone":"+26772000002"}'],
      ['/api/product/check', '{"code":"BWP900009"}'],
    ])
    expect(verdicts().sort()).toEqual([
      'caller +26772000002 reported',
      'product BWP100001 genuine',
      'product BWP900009 flagged',
    ])
    // Announced in the app, once each.
    expect(readAnswered()).toEqual([
      { kind: 'caller', input: '+26772000002', verdict: 'reported' },
      { kind: 'product', input: 'BWP900009', verdict: 'flagged' },
    ])
    expect(
      heard.map((answer) => `${answer.kind} ${answer.input} ${answer.result.verdict}`),
    ).toEqual(['caller +26772000002 reported', 'product BWP900009 flagged'])
    // Nothing is asked again.
    await runWaitingChecks(() => NOW)
    expect(gateway.received).toHaveLength(2)
  })

  it('drops a check that waited more than 7 days, without asking', async () => {
    wait('product', 'BWP900009', WAIT_LIMIT_MS + 60_000)
    await runWaitingChecks(() => NOW)
    expect(gateway.received).toHaveLength(0)
    expect(verdicts()).toEqual(['product BWP900009 dropped'])
    expect(readAnswered()).toEqual([{ kind: 'product', input: 'BWP900009', verdict: 'dropped' }])
  })

  it('leaves a check waiting when the connection fails, and asks it at the next chance', async () => {
    wait('product', 'BWP900009')
    gateway.script.push({ cut: true })
    await runWaitingChecks(() => NOW)
    expect(verdicts()).toEqual(['product BWP900009 waiting'])
    gateway.script.push({ status: 200, body: { success: true, data: { verdict: 'flagged' } } })
    await runWaitingChecks(() => NOW)
    expect(verdicts()).toEqual(['product BWP900009 flagged'])
  })

  it('drops a check the gateway refuses as such, and keeps one it asks to wait for', async () => {
    wait('product', 'BAD')
    gateway.script.push({ status: 400, body: { success: false, message: 'Invalid Code' } })
    await runWaitingChecks(() => NOW)
    expect(verdicts()).toEqual(['product BAD dropped'])
    clearHistory()
    wait('product', 'BWP900009')
    gateway.script.push({
      status: 429,
      body: { success: false, message: 'Too many requests' },
      headers: { 'retry-after': '30' },
    })
    await runWaitingChecks(() => NOW)
    expect(verdicts()).toEqual(['product BWP900009 waiting'])
  })

  it('asks once when two runs start at once', async () => {
    wait('product', 'BWP900009')
    gateway.script.push({ status: 200, body: { success: true, data: { verdict: 'flagged' } } })
    await Promise.all([runWaitingChecks(() => NOW), runWaitingChecks(() => NOW)])
    expect(gateway.received).toHaveLength(1)
    expect(verdicts()).toEqual(['product BWP900009 flagged'])
  })
})
