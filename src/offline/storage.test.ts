import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { outboxDb, resetOutboxDb } from './db'
import { checkSpace, detectLost, isQuotaError, requestPersistence } from './storage'
import { getOutboxStatus, readMirror, setOutboxStatus, writeMirror } from './status'

beforeEach(async () => {
  await outboxDb().delete()
  resetOutboxDb()
  localStorage.clear()
  setOutboxStatus({ storage: undefined, lost: [] })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage')
})

function fakeStorage(answers: {
  persisted?: boolean
  persist?: boolean
  usage?: number
  quota?: number
}) {
  const persist = vi.fn(async () => answers.persist ?? false)
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      persisted: async () => answers.persisted ?? false,
      persist,
      estimate: async () => ({ usage: answers.usage ?? 0, quota: answers.quota ?? 0 }),
    },
  })
  return persist
}

describe('storage', () => {
  it('asks once to persist, and warns when refused', async () => {
    const persist = fakeStorage({ persist: false })
    expect(await requestPersistence()).toBe(false)
    expect(await requestPersistence()).toBe(false)
    expect(persist).toHaveBeenCalledTimes(1)
    expect(getOutboxStatus().storage).toBe('denied')
  })

  it('does not ask or warn when storage is already persisted', async () => {
    const persist = fakeStorage({ persisted: true })
    expect(await requestPersistence()).toBe(true)
    expect(persist).not.toHaveBeenCalled()
    expect(getOutboxStatus().storage).toBeUndefined()
  })

  it('warns when little space is left', async () => {
    fakeStorage({ usage: 1_000_000_000, quota: 1_030_000_000 })
    await checkSpace()
    expect(getOutboxStatus().storage).toBe('low')
  })

  it('stays quiet with room to spare', async () => {
    fakeStorage({ usage: 10_000_000, quota: 2_000_000_000 })
    await checkSpace()
    expect(getOutboxStatus().storage).toBeUndefined()
  })

  it('recognises a quota error however it is wrapped', () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    expect(isQuotaError(quota)).toBe(true)
    expect(isQuotaError({ name: 'AbortError', inner: quota })).toBe(true)
    expect(isQuotaError(new Error('x', { cause: quota }))).toBe(true)
    expect(isQuotaError(new Error('other'))).toBe(false)
  })

  it('notices references that were waiting when the database was deleted', async () => {
    await outboxDb().entries.add({
      reference: 'PR-AAAAAAAA',
      call: 'x',
      encoding: 'json',
      title: { id: 't' },
      fields: {},
      fileCount: 0,
      bytes: 0,
      state: 'waiting',
      attempts: 0,
      nextTryAt: 0,
      createdAt: 1,
      updatedAt: 1,
    })
    writeMirror(['PR-AAAAAAAA', 'PR-BBBBBBBB'])
    expect(await detectLost(outboxDb())).toEqual(['PR-BBBBBBBB'])
    expect(getOutboxStatus().lost).toEqual(['PR-BBBBBBBB'])
    expect(readMirror()).toEqual(['PR-AAAAAAAA'])
  })
})

describe('keeping the mirror in step', () => {
  it('drops delivered references, keeps pending ones, and reports vanished ones as lost', async () => {
    const { reconcileMirror } = await import('./storage')
    writeMirror(['PR-AAAAAAAA', 'PR-BBBBBBBB', 'PR-CCCCCCCC'])
    const row = (reference: string, state: 'waiting' | 'delivered') =>
      ({ reference, state }) as Parameters<typeof reconcileMirror>[0][number]
    const lost = reconcileMirror([
      row('PR-AAAAAAAA', 'waiting'),
      row('PR-BBBBBBBB', 'delivered'),
      row('PR-DDDDDDDD', 'waiting'),
    ])
    expect(lost).toEqual(['PR-CCCCCCCC'])
    expect(readMirror()).toEqual(['PR-AAAAAAAA', 'PR-DDDDDDDD'])
    expect(getOutboxStatus().lost).toEqual(['PR-CCCCCCCC'])
  })
})
