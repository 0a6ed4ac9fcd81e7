import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CertifierCache } from './cache'
import { loadList, saveList, STORAGE_KEY } from './storage'

const list: CertifierCache = {
  query: '',
  rows: [
    {
      id: 'c1',
      name: 'Botswana Bureau of Standards',
      kind: 'laboratory',
      district: 'south-east',
      address: 'Plot 55745, Gaborone',
      phone: '+267 390 3200',
      email: 'help@bobs.example',
      website: 'https://bobs.example',
      sample: true,
    },
    {
      id: 'c2',
      name: 'Kasane Testing Centre',
      kind: 'inspection',
      district: 'chobe',
      address: 'Plot 3, Kasane',
      phone: '+267 625 0000',
      email: 'kasane@example.org',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 47,
  complete: false,
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the list kept on the device', () => {
  it('reads back what was saved, with the time it was fetched', () => {
    const fetchedAt = new Date('2026-03-14T09:30:00Z')
    expect(saveList(list, fetchedAt)).toBe(true)
    expect(loadList()).toEqual({ list, fetchedAt })
  })

  it('keeps a list without a total and a search query', () => {
    const search = { ...list, query: 'chobe', total: undefined, complete: true }
    saveList(search, new Date(0))
    expect(loadList()?.list).toEqual(search)
  })

  it('has nothing before a list was saved', () => {
    expect(loadList()).toBeUndefined()
  })

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['JSON null', 'null'],
    ['another version', JSON.stringify({ version: 2, fetchedAt: 0, list })],
    ['a time that is not a number', JSON.stringify({ version: 1, fetchedAt: 'yesterday', list })],
    [
      'a row without its name',
      JSON.stringify({
        version: 1,
        fetchedAt: 0,
        list: { ...list, rows: [{ ...list.rows[0], name: undefined }] },
      }),
    ],
    [
      'a row that is a string',
      JSON.stringify({ version: 1, fetchedAt: 0, list: { ...list, rows: ['<img src=x>'] } }),
    ],
    ['page 0', JSON.stringify({ version: 1, fetchedAt: 0, list: { ...list, page: 0 } })],
    [
      'an absurdly long name',
      JSON.stringify({
        version: 1,
        fetchedAt: 0,
        list: { ...list, rows: [{ ...list.rows[0], name: 'x'.repeat(10_000) }] },
      }),
    ],
  ])('ignores and removes %s', (_, raw) => {
    localStorage.setItem(STORAGE_KEY, raw)
    expect(loadList()).toBeUndefined()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('drops fields it does not know', () => {
    const extra = { ...list, rows: [{ ...list.rows[1], script: 'alert(1)' }] }
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, fetchedAt: 0, list: extra }))
    expect(loadList()?.list.rows[0]).not.toHaveProperty('script')
  })

  it('does without storage when the device refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(saveList(list)).toBe(false)
    expect(loadList()).toBeUndefined()
  })
})
