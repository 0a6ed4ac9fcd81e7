import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { Certifier } from '../../shared/schemas/verify'
import type { CertifierCache } from './cache'
import { statusText } from './status-text'

// No catalog: the messages render from their English source, as in the app's en locale.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const rows = (n: number): Certifier[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    name: `Site ${i}`,
    kind: 'laboratory',
    district: 'chobe',
    address: 'Kasane',
    phone: '+2676250000',
    email: 'a@example.org',
  }))

const list = (shown: number, more: Partial<CertifierCache> = {}): CertifierCache => ({
  query: '',
  rows: rows(shown),
  page: 1,
  pageSize: 20,
  total: 47,
  complete: false,
  ...more,
})

describe('the sentence the live region reads', () => {
  it.each<[string, CertifierCache | undefined, string]>([
    ['nothing loaded yet', undefined, ''],
    ['a page of the plain list', list(20), 'Showing 20 of 47 verification sites.'],
    ['two pages', list(40), 'Showing 40 of 47 verification sites.'],
    ['the end of the list', list(47, { complete: true }), 'Showing all 47 verification sites.'],
    ['a list of one', list(1, { total: 1, complete: true }), 'Showing the only verification site.'],
    ['an empty list', list(0, { total: 0, complete: true }), 'No verification sites found.'],
    [
      'a page of an unknown total',
      list(20, { total: undefined }),
      'Showing the first 20 verification sites. There are more.',
    ],
    [
      'a page of a search',
      list(20, { query: 'central', total: 25 }),
      'Showing 20 of 25 verification sites that match “central”.',
    ],
    [
      'a whole search',
      list(5, { query: 'chobe', total: 5, complete: true }),
      'Showing all 5 verification sites that match “chobe”.',
    ],
    [
      'a search with one match',
      list(1, { query: 'kasane', total: 1, complete: true }),
      'Showing the only verification site that matches “kasane”.',
    ],
    [
      'a search with no match',
      list(0, { query: 'atlantis', total: 0, complete: true }),
      'No verification sites match “atlantis”.',
    ],
  ])('%s', (_, value, expected) => {
    expect(statusText(i18n, value)).toBe(expected)
  })
})
