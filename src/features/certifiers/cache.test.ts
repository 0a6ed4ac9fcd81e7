/**
 * Every rule of the verification-sites cache (docs/design.md section 6), one row
 * each.
 */
import { describe, expect, it } from 'vitest'
import type { Certifier } from '../../shared/schemas/verify'
import { applyPage, nextPage, type CertifierCache, type CertifierRequest } from './cache'

function site(n: number): Certifier {
  return {
    id: `c${n}`,
    name: `Site ${n}`,
    kind: 'laboratory',
    district: 'central',
    address: `Plot ${n}, Serowe`,
    phone: '+267 463 0000',
    email: `site${n}@example.org`,
  }
}

const sites = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => site(from + i))

const ids = (cache: CertifierCache) => cache.rows.map((row) => row.id)
const range = (from: number, to: number) => sites(from, to).map((row) => row.id)

function cacheOf(
  query: string,
  from: number,
  to: number,
  page: number,
  more: Partial<CertifierCache> = {},
): CertifierCache {
  return {
    query,
    rows: sites(from, to),
    page,
    pageSize: 20,
    total: 47,
    complete: false,
    ...more,
  }
}

const list = (page: number): CertifierRequest => ({ query: '', page, pageSize: 20 })
const search = (query: string, page: number): CertifierRequest => ({ query, page, pageSize: 20 })

interface Row {
  rule: string
  cache: CertifierCache | undefined
  request: CertifierRequest
  rows: Certifier[]
  total?: number
  expected: { ids: string[]; query: string; page: number; complete: boolean; total?: number }
}

const table: Row[] = [
  {
    rule: 'a first page with no cache replaces (fills) it',
    cache: undefined,
    request: list(1),
    rows: sites(1, 20),
    total: 47,
    expected: { ids: range(1, 20), query: '', page: 1, complete: false, total: 47 },
  },
  {
    rule: 'page 2 of the same list appends',
    cache: cacheOf('', 1, 20, 1),
    request: list(2),
    rows: sites(21, 40),
    total: 47,
    expected: { ids: range(1, 40), query: '', page: 2, complete: false, total: 47 },
  },
  {
    rule: 'page 3 appends, and a short page ends paging',
    cache: cacheOf('', 1, 40, 2),
    request: list(3),
    rows: sites(41, 47),
    total: 47,
    expected: { ids: range(1, 47), query: '', page: 3, complete: true, total: 47 },
  },
  {
    rule: 'a full page that reaches the total ends paging',
    cache: cacheOf('', 1, 20, 1, { total: 40 }),
    request: list(2),
    rows: sites(21, 40),
    total: 40,
    expected: { ids: range(1, 40), query: '', page: 2, complete: true, total: 40 },
  },
  {
    rule: 'a full page without a total leaves paging open',
    cache: cacheOf('', 1, 20, 1, { total: undefined }),
    request: list(2),
    rows: sites(21, 40),
    expected: { ids: range(1, 40), query: '', page: 2, complete: false },
  },
  {
    rule: 'an empty page greater than 1 keeps the list and ends paging (docs/design.md 6)',
    cache: cacheOf('', 1, 40, 2, { total: undefined }),
    request: list(3),
    rows: [],
    expected: { ids: range(1, 40), query: '', page: 2, complete: true },
  },
  {
    rule: 'an empty page greater than 1 of a search keeps the search results',
    cache: cacheOf('chobe', 1, 20, 1, { total: undefined }),
    request: search('chobe', 2),
    rows: [],
    expected: { ids: range(1, 20), query: 'chobe', page: 1, complete: true },
  },
  {
    rule: 'an empty first page is an empty list (no results)',
    cache: cacheOf('', 1, 40, 2),
    request: list(1),
    rows: [],
    total: 0,
    expected: { ids: [], query: '', page: 1, complete: true, total: 0 },
  },
  {
    rule: 'an empty search result replaces the list with an empty one',
    cache: cacheOf('', 1, 40, 2),
    request: search('atlantis', 1),
    rows: [],
    total: 0,
    expected: { ids: [], query: 'atlantis', page: 1, complete: true, total: 0 },
  },
  {
    rule: 'page 1 again replaces (a refresh does not double the list)',
    cache: cacheOf('', 1, 40, 2),
    request: list(1),
    rows: sites(1, 20),
    total: 47,
    expected: { ids: range(1, 20), query: '', page: 1, complete: false, total: 47 },
  },
  {
    rule: 'a search after the plain list replaces it',
    cache: cacheOf('', 1, 40, 2),
    request: search('chobe', 1),
    rows: sites(3, 7),
    total: 5,
    expected: { ids: range(3, 7), query: 'chobe', page: 1, complete: true, total: 5 },
  },
  {
    rule: 'the plain list after a search replaces it',
    cache: cacheOf('chobe', 3, 7, 1, { total: 5, complete: true }),
    request: list(1),
    rows: sites(1, 20),
    total: 47,
    expected: { ids: range(1, 20), query: '', page: 1, complete: false, total: 47 },
  },
  {
    rule: 'another search replaces the first',
    cache: cacheOf('chobe', 1, 20, 1),
    request: search('ghanzi', 1),
    rows: sites(30, 32),
    total: 3,
    expected: { ids: range(30, 32), query: 'ghanzi', page: 1, complete: true, total: 3 },
  },
  {
    rule: 'page 2 of a search appends to that search',
    cache: cacheOf('central', 1, 20, 1, { total: 25 }),
    request: search('central', 2),
    rows: sites(21, 25),
    total: 25,
    expected: { ids: range(1, 25), query: 'central', page: 2, complete: true, total: 25 },
  },
  {
    rule: 'page 2 of a different list than the cached one replaces (switching is not appending)',
    cache: cacheOf('', 1, 20, 1),
    request: search('central', 2),
    rows: sites(21, 25),
    total: 25,
    expected: { ids: range(21, 25), query: 'central', page: 2, complete: true, total: 25 },
  },
  {
    rule: 'page 2 with no cache replaces (there is nothing to append to)',
    cache: undefined,
    request: list(2),
    rows: sites(21, 40),
    total: 47,
    expected: { ids: range(21, 40), query: '', page: 2, complete: false, total: 47 },
  },
  {
    rule: 'an empty page 2 of a different list is that list, empty',
    cache: cacheOf('', 1, 20, 1),
    request: search('chobe', 2),
    rows: [],
    expected: { ids: [], query: 'chobe', page: 2, complete: true },
  },
  {
    rule: 'appended rows already in the list are not shown twice',
    cache: cacheOf('', 1, 20, 1),
    request: list(2),
    rows: sites(20, 39),
    total: 47,
    expected: {
      ids: [...range(1, 20), ...range(21, 39)],
      query: '',
      page: 2,
      complete: false,
      total: 47,
    },
  },
  {
    rule: 'a page without a total keeps the total the list already had',
    cache: cacheOf('', 1, 20, 1, { total: 47 }),
    request: list(2),
    rows: sites(21, 40),
    expected: { ids: range(1, 40), query: '', page: 2, complete: false, total: 47 },
  },
]

describe('applyPage', () => {
  it.each(table)('$rule', ({ cache, request, rows, total, expected }) => {
    const before = cache ? structuredClone(cache) : undefined
    const next = applyPage(cache, request, rows, total)
    expect(ids(next)).toEqual(expected.ids)
    expect(next.query).toBe(expected.query)
    expect(next.page).toBe(expected.page)
    expect(next.complete).toBe(expected.complete)
    expect(next.total).toBe(expected.total)
    expect(next.pageSize).toBe(20)
    // Pure: the cache it was given is untouched.
    expect(cache).toEqual(before)
  })

  it('walks the seeded list: 20, 40, 47, then paging ends', () => {
    let cache = applyPage(undefined, list(1), sites(1, 20), 47)
    expect(cache.rows).toHaveLength(20)
    cache = applyPage(cache, nextPage(cache), sites(21, 40), 47)
    expect(cache.rows).toHaveLength(40)
    cache = applyPage(cache, nextPage(cache), sites(41, 47), 47)
    expect(cache.rows).toHaveLength(47)
    expect(cache.complete).toBe(true)
  })
})

describe('nextPage', () => {
  it('asks for the page after the last one, of the same list and size', () => {
    expect(nextPage(cacheOf('chobe', 1, 40, 2))).toEqual({ query: 'chobe', page: 3, pageSize: 20 })
  })
})
