import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Certifier } from '../../../src/shared/schemas/verify'
import { call, verificationFixture, type VerificationFixture } from '../verification/test-support'

let fx: VerificationFixture

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  fx = await verificationFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

interface ListBody {
  success: true
  data: Certifier[]
  page: number
  pageSize: number
  total: number
}

const list = async (body: unknown) => (await call<ListBody>(fx.app, 'certifier/list', body)).body
const search = async (body: unknown) =>
  (await call<ListBody>(fx.app, 'certifier/search', body)).body

const DISTRICTS = [
  'central',
  'chobe',
  'ghanzi',
  'kgalagadi',
  'ngamiland',
  'kgatleng',
  'kweneng',
  'north-east',
  'south',
  'south-east',
]

describe('certifier/list', () => {
  it('pages at least 45 certifiers 20 at a time, with the total', async () => {
    const first = await list({})
    expect(first).toMatchObject({ success: true, page: 1, pageSize: 20 })
    expect(first.total).toBeGreaterThanOrEqual(45)
    expect(first.data).toHaveLength(20)
    const second = await list({ page: 2 })
    const third = await list({ page: 3, pageSize: 20 })
    expect(second.data).toHaveLength(20)
    expect(third.data).toHaveLength(first.total - 40)
    expect((await list({ page: 4 })).data).toEqual([])

    const all = [...first.data, ...second.data, ...third.data]
    expect(new Set(all.map((row) => row.id)).size).toBe(first.total)
    const order = all.map((row) => `${row.name}\u0000${row.id}`)
    expect(order).toEqual([...order].sort())
  })

  it('covers the ten districts, with kinds and contact details', async () => {
    const { data } = await list({ pageSize: 100 })
    expect(new Set(data.map((row) => row.district))).toEqual(new Set(DISTRICTS))
    expect(new Set(data.map((row) => row.kind)).size).toBeGreaterThanOrEqual(3)
    for (const row of data) {
      expect(row).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        address: expect.any(String),
        phone: expect.stringMatching(/^\+267 /),
        email: expect.stringMatching(/@/),
        sample: true,
      })
      if ('website' in row) expect(row.website).toMatch(/^https:\/\//)
    }
  })

  it('honours pageSize', async () => {
    const { data, pageSize, total } = await list({ page: 2, pageSize: 7 })
    expect(pageSize).toBe(7)
    expect(data).toHaveLength(7)
    expect(total).toBeGreaterThanOrEqual(45)
  })
})

describe('certifier/search', () => {
  it('searches names, case-insensitive', async () => {
    for (const query of ['maun', 'MAUN', 'Maun Testing']) {
      const { data } = await search({ query })
      expect(data.length, query).toBeGreaterThan(0)
      for (const row of data) expect(row.name.toLowerCase(), query).toContain('maun')
    }
  })

  it('searches districts, by key or as words, case-insensitive', async () => {
    for (const query of ['north-east', 'NORTH-EAST', 'North East']) {
      const { data, total } = await search({ query })
      expect(total, query).toBe(5)
      expect(
        data.every((row) => row.district === 'north-east'),
        query,
      ).toBe(true)
    }
  })

  it('searches kinds, case-insensitive', async () => {
    // No site is named after its kind, so these can only match the kind.
    const { data, total } = await search({ query: 'STANDARDS laboratory' })
    expect(total).toBe(10)
    expect(data.every((row) => row.kind === 'Standards laboratory')).toBe(true)
  })

  it('pages its results like the list', async () => {
    const first = await search({ query: 'office', pageSize: 20 })
    expect(first.total).toBe(30)
    const second = await search({ query: 'office', page: 2 })
    expect(second.data).toHaveLength(10)
    expect(second).toMatchObject({ page: 2, pageSize: 20, total: 30 })
  })

  it('answers an empty list for no match, and treats % and _ literally', async () => {
    for (const query of ['zzz-nothing', '%', '_']) {
      expect(await search({ query }), query).toEqual({
        success: true,
        data: [],
        page: 1,
        pageSize: 20,
        total: 0,
      })
    }
  })
})
