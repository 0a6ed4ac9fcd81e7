/**
 * `staff/products/*` on the gateway: who may find, recall, suspend and set a threshold (the
 * verify organisation's managers and the super-administrator; every other account a 403, and
 * no session a 401), the checks of each field, the 404 of an unknown code, the audit row, and
 * that product/check then answers the new verdict, reason and threshold at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffProduct } from '../../../src/shared/schemas/staff-products'
import { DEMO_ACCOUNTS } from '../auth/seed-staff'
import { signIn, signInAs, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { seedVerification } from '../db/seed-verification'
import { expectFailure } from '../testing'
import { call } from '../verification/test-support'

let t: StaffTest
let manager: string

beforeAll(async () => {
  t = await staffTest()
  await seedVerification(t.db)
  manager = await signIn(t.app, 'manager@verify.example')
}, 60_000)
afterAll(async () => {
  await t.close()
})

const post = (path: string, body: unknown, cookie = manager) =>
  staffPost(t.app, `/api/staff/products/${path}`, body, { cookie })

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: T }).data
}

const checked = async (code: string) =>
  (await call(t.app, 'product/check', { code })).body.data as {
    verdict: string
    product?: { status: string; reason?: string }
    checks?: { count: number; threshold: number }
  }

describe('who may manage products', () => {
  it.each(DEMO_ACCOUNTS)('$email', async (account) => {
    const cookie = await signInAs(t.app, t.db, account)
    const allowed =
      account.role === 'super-administrator' ||
      (account.organisation === 'verify' && account.role === 'manager')
    const calls: [string, unknown][] = [
      ['find', { code: 'BWP1020' }],
      ['set-status', { code: 'BWP102001', status: 'registered' }],
      ['set-threshold', { code: 'BWP102001', threshold: null }],
    ]
    for (const [path, body] of calls) {
      const response = await post(path, body, cookie)
      if (allowed) expect(response.status, path).toBe(200)
      else await expectFailure(response, 403)
    }
  })

  it('refuses a call without a session (401) and from another site (403)', async () => {
    await expectFailure(
      await staffPost(t.app, '/api/staff/products/find', { code: 'BWP1020' }),
      401,
    )
    await expectFailure(
      await staffPost(
        t.app,
        '/api/staff/products/set-status',
        { code: 'BWP102001', status: 'recalled', reason: 'Faulty' },
        { cookie: manager, headers: { origin: 'https://evil.example' } },
      ),
      403,
    )
    expect((await checked('BWP102001')).verdict).toBe('genuine')
  })
})

describe('finding products by code', () => {
  it('lists the products whose code starts with what was typed, with status and checks', async () => {
    await checked('BWP100001')
    const { products } = await data<{ products: StaffProduct[] }>(
      await post('find', { code: 'bwp 10000' }),
    )
    expect(products.map((product) => product.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `BWP10000${i}`).slice(1),
    )
    expect(products[0]).toMatchObject({
      code: 'BWP100001',
      name: 'Cooking oil 2 L',
      status: 'Registered',
      reason: null,
      checkThreshold: null,
      defaultThreshold: 50,
      checks: { count: 1 },
    })
  })
})

describe('recalling and suspending a product', () => {
  it('recalls with the reason the public sees, audited, and product/check says so at once', async () => {
    expect((await checked('BWP102002')).verdict).toBe('genuine')
    const product = await data<StaffProduct>(
      await post('set-status', {
        code: 'BWP102002',
        status: 'recalled',
        reason: '  Batch contaminated: do not eat  ',
      }),
    )
    expect(product).toMatchObject({ status: 'Recalled', reason: 'Batch contaminated: do not eat' })
    expect(await checked('BWP102002')).toMatchObject({
      verdict: 'recalled',
      product: { status: 'Recalled', reason: 'Batch contaminated: do not eat' },
    })

    await data(
      await post('set-status', { code: 'BWP102002', status: 'suspended', reason: 'Under test' }),
    )
    expect((await checked('BWP102002')).verdict).toBe('suspended')
    await data(await post('set-status', { code: 'BWP102002', status: 'registered' }))
    expect(await checked('BWP102002')).toMatchObject({ verdict: 'genuine' })
    expect((await checked('BWP102002')).product).not.toHaveProperty('reason')

    const rows = await t.db.query<{ action: string; target: string; details: unknown }>(
      `select action, target, details from audit_log where target = 'BWP102002' order by id`,
    )
    expect(rows.map((row) => row.action)).toEqual([
      'products.setStatus',
      'products.setStatus',
      'products.setStatus',
    ])
    expect(rows[0]?.details).toEqual({
      status: { from: 'Registered', to: 'Recalled' },
      reason: { from: null, to: 'Batch contaminated: do not eat' },
    })
  })

  it('writes nothing when the status and reason are already so', async () => {
    await data(await post('set-status', { code: 'BWP102003', status: 'registered' }))
    expect(await t.db.query(`select 1 from audit_log where target = 'BWP102003'`)).toEqual([])
  })

  it('needs a reason to recall or suspend, one line, at most 200 characters', async () => {
    for (const body of [
      { code: 'BWP102004', status: 'recalled' },
      { code: 'BWP102004', status: 'suspended', reason: '   ' },
      { code: 'BWP102004', status: 'recalled', reason: 'x'.repeat(201) },
      { code: 'BWP102004', status: 'recalled', reason: 'two\nlines' },
      { code: 'BWP102004', status: 'withdrawn', reason: 'Why' },
      { code: 'BWP102004', status: 'recalled', reason: 'Why', extra: true },
      { code: '', status: 'recalled', reason: 'Why' },
    ]) {
      await expectFailure(await post('set-status', body), 400)
    }
    expect((await checked('BWP102004')).verdict).toBe('genuine')
  })

  it('answers 404 for a code not on the register', async () => {
    await expectFailure(
      await post('set-status', { code: 'BWP555555', status: 'recalled', reason: 'Why' }),
      404,
    )
    await expectFailure(await post('set-threshold', { code: 'BWP555555', threshold: 5 }), 404)
  })
})

describe("a product's check threshold", () => {
  it('sets and clears it, audited, and product/check answers it', async () => {
    expect((await checked('BWP102005')).checks).toMatchObject({ count: 1, threshold: 50 })
    const product = await data<StaffProduct>(
      await post('set-threshold', { code: 'BWP102005', threshold: 500 }),
    )
    expect(product).toMatchObject({ checkThreshold: 500, checks: { count: 1 } })
    expect((await checked('BWP102005')).checks).toMatchObject({ count: 2, threshold: 500 })
    await data(await post('set-threshold', { code: 'BWP102005', threshold: null }))
    expect((await checked('BWP102005')).checks).toMatchObject({ count: 3, threshold: 50 })
    const rows = await t.db.query<{ details: unknown }>(
      `select details from audit_log where action = 'products.setThreshold' and target = 'BWP102005'
       order by id`,
    )
    expect(rows.map((row) => row.details)).toEqual([
      { threshold: { from: null, to: 500 } },
      { threshold: { from: 500, to: null } },
    ])
  })

  it('takes a whole number from 1 up, or null', async () => {
    for (const threshold of [0, -3, 2.5, '10', 1_000_000_001, undefined]) {
      await expectFailure(await post('set-threshold', { code: 'BWP102006', threshold }), 400)
    }
  })
})
