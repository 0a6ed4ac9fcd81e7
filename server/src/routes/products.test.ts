import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, postJson } from '../testing'
import { configureVerification, flushChecks } from '../verification/state'
import {
  call,
  FIXED_NOW,
  verificationFixture,
  type VerificationFixture,
} from '../verification/test-support'

let fx: VerificationFixture

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  fx = await verificationFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const check = (code: unknown) => call(fx.app, 'product/check', { code })
/** Flags a product straight in the database, as staff tools or a script might. */
const flagInDatabase = (code: string, status = 'Reported', reason = 'Reported counterfeit') =>
  fx.db.query(`update products set status = $2, reason = $3 where code = $1`, [
    code,
    status,
    reason,
  ])
const verdictOf = async (code: string) =>
  ((await check(code)).body.data as { verdict: string }).verdict

describe('product/check', () => {
  it('answers genuine for BWP100001 with its details, marked as sample data', async () => {
    const { status, body } = await check('BWP100001')
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      data: {
        verdict: 'genuine',
        product: {
          code: 'BWP100001',
          name: 'Cooking oil 2 L',
          manufacturer: 'Morula Foods (Pty) Ltd',
          batch: 'MF-2026-0142',
          expiresAt: '2027-08-31',
          status: 'Registered',
          certifier: 'Gaborone Testing Laboratory',
          sample: true,
        },
        checks: { count: 1, firstCheckedAt: new Date(FIXED_NOW).toISOString(), threshold: 50 },
      },
    })
  })

  it('finds a code typed with spaces and hyphens, as people group it', async () => {
    for (const typed of ['bwp 100 001', 'BWP-100-001']) {
      const { status, body } = await check(typed)
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ verdict: 'genuine', product: { code: 'BWP100001' } })
    }
  })

  it('answers flagged for BWP900009 with the reason, as data (200)', async () => {
    const { status, body } = await check('BWP900009')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      verdict: 'flagged',
      product: { code: 'BWP900009', status: 'Reported', reason: 'Reported counterfeit' },
    })
  })

  it('answers not_found for BWP555555, with no product', async () => {
    const { status, body } = await check('BWP555555')
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, data: { verdict: 'not_found' } })
  })

  it('takes a code in any case and with spaces around it', async () => {
    const { body } = await check('  bwp100001 ')
    expect(body.data).toMatchObject({ verdict: 'genuine', product: { code: 'BWP100001' } })
  })

  it('finds the generated sample register (a few thousand codes)', async () => {
    for (const code of ['BWP100002', 'BWP101500', 'BWP103001']) {
      expect((await check(code)).body.data, code).toMatchObject({ verdict: 'genuine' })
    }
    expect((await check('BWP103002')).body.data).toEqual({ verdict: 'not_found' })
    expect((await check('BWP900004')).body.data).toMatchObject({
      verdict: 'recalled',
      product: { status: 'Recalled', reason: 'Recalled by the manufacturer' },
    })
  })
})

describe('verdicts beyond yes or no', () => {
  it('answers expired, recalled and suspended for the demo records, with the reason', async () => {
    expect((await check('BWP300003')).body.data).toMatchObject({
      verdict: 'expired',
      product: { code: 'BWP300003', expiresAt: '2025-06-30', status: 'Registered' },
    })
    expect((await check('BWP400004')).body.data).toMatchObject({
      verdict: 'recalled',
      product: {
        status: 'Recalled',
        reason: 'Recalled by the maker: the lid can come loose while boiling',
      },
    })
    expect((await check('BWP500005')).body.data).toMatchObject({
      verdict: 'suspended',
      product: {
        status: 'Suspended',
        reason: 'Registration suspended while its ingredients are tested',
      },
    })
  })

  it('turns expired at midnight in Botswana after the expiry date, cached or not', async () => {
    const saved = fx.clock.time
    try {
      // BWP100001 expires on 2027-08-31: still good on that day, until 22:00 UTC.
      fx.clock.time = Date.UTC(2027, 7, 31, 21, 59, 58)
      expect(await verdictOf('BWP100001')).toBe('genuine')
      expect(await verdictOf('BWP100001')).toBe('genuine')
      fx.clock.time += 2_000
      expect(await verdictOf('BWP100001')).toBe('expired')
    } finally {
      fx.clock.time = saved
    }
  })
})

describe('how often a code was checked', () => {
  type Counted = { checks?: { count: number; firstCheckedAt: string; threshold: number } }
  const checksOf = async (code: string) => ((await check(code)).body.data as Counted).checks

  it('counts every check of a code on the register, this one included', async () => {
    const first = fx.clock.time
    expect(await checksOf('BWP102500')).toEqual({
      count: 1,
      firstCheckedAt: new Date(first).toISOString(),
      threshold: 50,
    })
    fx.clock.time += 60_000
    expect(await checksOf('BWP102500')).toMatchObject({
      count: 2,
      firstCheckedAt: new Date(first).toISOString(),
    })
    const together = await Promise.all(Array.from({ length: 5 }, () => checksOf('BWP102500')))
    expect(together.map((checks) => checks?.count).sort()).toEqual([3, 4, 5, 6, 7])
    await flushChecks(fx.db)
    expect(await fx.db.query(`select count from product_checks where code = 'BWP102500'`)).toEqual([
      { count: 7 },
    ])
  })

  it('counts flagged, expired, recalled and suspended codes, never a code not on the register', async () => {
    for (const code of ['BWP900009', 'BWP300003', 'BWP400004', 'BWP500005'])
      expect(await checksOf(code), code).toMatchObject({ count: expect.any(Number) as number })
    expect((await check('BWP555555')).body.data).toEqual({ verdict: 'not_found' })
    await flushChecks(fx.db)
    expect(await fx.db.query(`select 1 from product_checks where code = 'BWP555555'`)).toEqual([])
  })

  it("answers a code's first check here from the total read with its verdict, no statement of its own", async () => {
    // Another gateway's checks, already in the table.
    await fx.db.query(
      `insert into product_checks (code, count, first_checked_at) values ('BWP102800', 41, $1)`,
      [new Date(fx.clock.time - 86_400_000).toISOString()],
    )
    expect(await checksOf('BWP102800')).toEqual({
      count: 42,
      firstCheckedAt: new Date(fx.clock.time - 86_400_000).toISOString(),
      threshold: 50,
    })
    // A code never checked: its count goes to the table with the next flush, with the very
    // time its first check answered.
    const first = await checksOf('BWP102801')
    expect(first).toMatchObject({ count: 1 })
    const stored = () =>
      fx.db.query<{ count: number; first: string }>(
        `select count, to_char(first_checked_at at time zone 'UTC',
           'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as first
         from product_checks where code in ('BWP102800', 'BWP102801') order by code`,
      )
    expect(await stored()).toEqual([
      { count: 41, first: new Date(fx.clock.time - 86_400_000).toISOString() },
    ])
    await flushChecks(fx.db)
    expect(await stored()).toEqual([
      { count: 42, first: new Date(fx.clock.time - 86_400_000).toISOString() },
      { count: 1, first: first?.firstCheckedAt },
    ])
  })

  it('keeps counting from the table when the gateway starts again', async () => {
    await checksOf('BWP102600')
    await checksOf('BWP102600')
    await flushChecks(fx.db)
    configureVerification(fx.db, { now: () => fx.clock.time })
    expect(await checksOf('BWP102600')).toMatchObject({ count: 3 })
  })

  it('answers the threshold a manager set for the product', async () => {
    await fx.db.query(`update products set check_threshold = 7 where code = 'BWP102700'`)
    fx.clock.time += 5_001
    expect(await checksOf('BWP102700')).toMatchObject({ count: 1, threshold: 7 })
  })
})

describe('the /api/product prefix', () => {
  it('is shared with product/register, mounted on its own', async () => {
    const register = await postJson(fx.app, '/api/product/register', { code: 'BWP100001' })
    expect(register.status).not.toBe(404)
    expect(register.status).toBeLessThan(500)
    await expectFailure(await postJson(fx.app, '/api/product/nothing', {}), 404)
  })
})

describe('many checks at once (one query for the misses that arrive together)', () => {
  it('gives each code its own verdict', async () => {
    const codes = [
      ...Array.from({ length: 40 }, (_, i) => `BWP${100100 + i}`),
      'BWP900009',
      'BWP555555',
      'BWP900001',
      'BWP100100',
    ]
    const answers = await Promise.all(codes.map((code) => check(code)))
    answers.forEach(({ status, body }, i) => {
      const code = codes[i]!
      const data = body.data as { verdict: string; product?: { code: string } }
      expect(status, code).toBe(200)
      if (code === 'BWP555555') expect(data).toEqual({ verdict: 'not_found' })
      else expect(data.product?.code, code).toBe(code)
      if (code.startsWith('BWP9')) expect(['flagged', 'recalled'], code).toContain(data.verdict)
      if (code.startsWith('BWP1')) expect(data.verdict, code).toBe('genuine')
    })
  })
})

describe('the verdict cache', () => {
  it('shows a newly flagged product as flagged within 10 s (5 s cache)', async () => {
    const code = 'BWP102222'
    expect((await check(code)).body.data).toMatchObject({ verdict: 'genuine' })
    await flagInDatabase(code, 'Reported', 'Reported counterfeit')
    fx.clock.time += 2_000 // a verdict may be a few seconds old...
    expect((await check(code)).body.data).toMatchObject({ verdict: 'genuine' })
    fx.clock.time += 3_001 // ...but never more than 5 s
    expect((await check(code)).body.data).toMatchObject({
      verdict: 'flagged',
      product: { reason: 'Reported counterfeit' },
    })
  })

  it('shows a product flagged in the database within a second of requests', async () => {
    const code = 'BWP102500'
    expect((await check(code)).body.data).toMatchObject({ verdict: 'genuine' })
    await flagInDatabase(code)
    fx.clock.time += 1_000
    // The first check after a second reads the register's version again, and answers meanwhile.
    expect((await check(code)).body.data).toMatchObject({ verdict: 'genuine' })
    let verdict = 'genuine'
    for (let i = 0; i < 50 && verdict === 'genuine'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      verdict = await verdictOf(code)
    }
    expect(verdict).toBe('flagged')
  })

  it('reads a verdict once while the register does not change, however long', async () => {
    const code = 'BWP102600'
    const reads: string[] = []
    const query = fx.db.query.bind(fx.db)
    fx.db.query = ((sql: string, params?: unknown[]) => {
      if (sql.includes('from products')) reads.push(sql)
      return query(sql, params)
    }) as typeof fx.db.query
    try {
      for (let i = 0; i < 30; i++) {
        expect((await check(code)).body.data).toMatchObject({ verdict: 'genuine' })
        fx.clock.time += 1_000
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    } finally {
      fx.db.query = query
    }
    expect(reads).toHaveLength(1)
  })

  it('shows a newly registered code within the same time', async () => {
    const code = 'BWP777777'
    expect((await check(code)).body.data).toEqual({ verdict: 'not_found' })
    await fx.db.query(
      `insert into products (code, name, manufacturer, status) values ($1, 'Soap', 'Maker', 'Registered')`,
      [code],
    )
    fx.clock.time += 5_001
    expect((await check(code)).body.data).toMatchObject({ verdict: 'genuine' })
  })
})

describe('the verdict cache without a register version', () => {
  it('still shows a change within seconds when the version row is gone', async () => {
    const code = 'BWP102700'
    await fx.db.query(`delete from register_versions where register = 'products'`)
    try {
      // A few seconds of checks first, so that the gateway has read the missing version.
      for (let i = 0; i < 3; i++) {
        expect((await check(code)).body.data).toMatchObject({ verdict: 'genuine' })
        fx.clock.time += 1_000
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await flagInDatabase(code)
      let verdict = 'genuine'
      for (let i = 0; i < 50 && verdict === 'genuine'; i++) {
        fx.clock.time += 100
        verdict = await verdictOf(code)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      // Within about a second of requests, as when the version is there (at most 5 s).
      expect(verdict).toBe('flagged')
    } finally {
      await fx.db.query(`insert into register_versions (register) values ('products')`)
    }
  })
})
