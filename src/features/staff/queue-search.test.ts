import { describe, expect, it } from 'vitest'
import { parseQueueSearch } from './queue-search'

describe("a queue's address", () => {
  it('keeps the filters it can use', () => {
    const search = { status: 'APPROVED', kind: 'exclusion-self', from: '2026-11-01', page: 3 }
    expect(parseQueueSearch(search)).toEqual(search)
    const ending = { status: 'APPROVED', exclusion: 'ending-soon' }
    expect(parseQueueSearch(ending)).toEqual(ending)
  })

  it('drops what is not a filter of the queue, so a hand-edited address still opens', () => {
    expect(
      parseQueueSearch({
        status: 'DELETED',
        kind: '<script>',
        exclusion: 'soon',
        from: '1 Nov',
        to: 20261101,
        page: 1,
        other: 'x',
      }),
    ).toEqual({})
    expect(parseQueueSearch({ page: 2.5 })).toEqual({})
    expect(parseQueueSearch({ page: 10_001 })).toEqual({})
  })
})
