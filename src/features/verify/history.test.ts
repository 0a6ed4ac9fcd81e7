import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  HISTORY_KEY,
  HISTORY_LIMIT,
  addToHistory,
  clearHistory,
  parseHistory,
  readHistory,
  removeFromHistory,
} from './history'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute))

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('the device history of checks', () => {
  it('keeps the kind, the input, the verdict and the time, newest first', () => {
    addToHistory({ kind: 'product', input: 'BWP100001', verdict: 'genuine' }, at(1))
    addToHistory({ kind: 'caller', input: '+26772000002', verdict: 'reported' }, at(2))
    expect(readHistory()).toEqual([
      { kind: 'caller', input: '+26772000002', verdict: 'reported', at: at(2).toISOString() },
      { kind: 'product', input: 'BWP100001', verdict: 'genuine', at: at(1).toISOString() },
    ])
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as object[]
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['at', 'input', 'kind', 'verdict'])
  })

  it(`keeps only the last ${HISTORY_LIMIT}`, () => {
    for (let i = 0; i < 15; i++)
      addToHistory({ kind: 'product', input: `BWP10000${i}`, verdict: 'not_found' }, at(i))
    const entries = readHistory()
    expect(entries).toHaveLength(HISTORY_LIMIT)
    expect(entries[0]?.input).toBe('BWP1000014')
  })

  it('keeps a check waiting for a connection while newer checks push older answers out', () => {
    addToHistory({ kind: 'product', input: 'BWP900009', verdict: 'waiting' }, at(0))
    for (let i = 1; i <= 15; i++)
      addToHistory({ kind: 'product', input: `BWP20000${i}`, verdict: 'genuine' }, at(i))
    const entries = readHistory()
    expect(entries).toHaveLength(HISTORY_LIMIT)
    expect(entries[0]?.input).toBe('BWP2000015')
    expect(entries.at(-1)).toMatchObject({ input: 'BWP900009', verdict: 'waiting' })
  })

  it('forgets one check the person cancelled', () => {
    addToHistory({ kind: 'product', input: 'BWP100001', verdict: 'genuine' }, at(1))
    addToHistory({ kind: 'caller', input: '+26772000002', verdict: 'waiting' }, at(2))
    removeFromHistory('caller', '+26772000002')
    expect(readHistory().map((e) => e.input)).toEqual(['BWP100001'])
  })

  it('moves a repeated check to the top instead of listing it twice', () => {
    addToHistory({ kind: 'product', input: 'BWP100001', verdict: 'genuine' }, at(1))
    addToHistory({ kind: 'product', input: 'BWP555555', verdict: 'not_found' }, at(2))
    addToHistory({ kind: 'product', input: 'BWP100001', verdict: 'flagged' }, at(3))
    expect(readHistory().map((e) => `${e.input} ${e.verdict}`)).toEqual([
      'BWP100001 flagged',
      'BWP555555 not_found',
    ])
  })

  it('drops stored entries that are not valid, and survives garbage', () => {
    const good = {
      kind: 'agent',
      input: 'BW00001234567',
      verdict: 'genuine',
      at: at(5).toISOString(),
    }
    const stored = [
      good,
      { ...good, kind: 'weather' },
      { ...good, verdict: 'maybe' },
      { ...good, at: 'yesterday' },
      { ...good, input: '' },
      { ...good, owner: 'Somebody' },
      'text',
      null,
    ]
    expect(parseHistory(JSON.stringify(stored))).toEqual([good])
    expect(parseHistory('{not json')).toEqual([])
    expect(parseHistory('{"kind":"product"}')).toEqual([])
    expect(parseHistory(null)).toEqual([])
  })

  it('reads entries stored before the new verdicts beside entries with them', () => {
    const old = { kind: 'product', input: 'BWP900009', verdict: 'flagged', at: at(1).toISOString() }
    const stored = (['expired', 'recalled', 'suspended'] as const).map((verdict, i) => ({
      kind: 'product',
      input: `BWP${i + 3}0000${i + 3}`,
      verdict,
      at: at(2 + i).toISOString(),
    }))
    expect(parseHistory(JSON.stringify([old, ...stored]))).toEqual([...[...stored].reverse(), old])
    addToHistory({ kind: 'product', input: 'BWP400004', verdict: 'recalled' }, at(9))
    expect(readHistory()[0]).toMatchObject({ input: 'BWP400004', verdict: 'recalled' })
  })

  it('clears everything', () => {
    addToHistory({ kind: 'document', input: 'DOC00012345', verdict: 'genuine' }, at(1))
    clearHistory()
    expect(readHistory()).toEqual([])
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull()
  })

  it('refuses to store an entry that would not read back', () => {
    addToHistory({ kind: 'product', input: '', verdict: 'genuine' }, at(1))
    expect(readHistory()).toEqual([])
  })
})
