/**
 * Bad input on the insurance calls (docs/design.md section 7): each answered with its 4xx envelope,
 * never a 5xx, as server/src/routes/verification-input.test.ts does for the verification calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, KEY, postForm, postJson } from '../testing'
import { bornAged, insuranceFixture, type InsuranceFixture } from '../insurance/test-support'

let fx: InsuranceFixture

beforeAll(async () => {
  fx = await insuranceFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const VALID_QUOTE = {
  packageId: 'poloko-lerato',
  memberDateOfBirth: bornAged(40),
  addOns: [{ addOnId: 'poloko-lerato-child', dateOfBirth: '2015-03-01' }],
  deductionSource: 'payroll',
}

/** [label, body, the paths of the errors[] expected]. */
const BAD_QUOTES: [string, Record<string, unknown>, string[]][] = [
  ['no package', { packageId: undefined }, ['packageId']],
  ['blank package', { packageId: '  ' }, ['packageId']],
  ['package as a number', { packageId: 7 }, ['packageId']],
  ['package with odd characters', { packageId: 'LERATO; drop' }, ['packageId']],
  ['package id too long', { packageId: 'a'.repeat(65) }, ['packageId']],
  ['no member date of birth', { memberDateOfBirth: undefined }, ['memberDateOfBirth']],
  ['date of birth as a number', { memberDateOfBirth: 19850327 }, ['memberDateOfBirth']],
  ['day-first date', { memberDateOfBirth: '27/03/1985' }, ['memberDateOfBirth']],
  ['31 February', { memberDateOfBirth: '1985-02-31' }, ['memberDateOfBirth']],
  ['born before 1900', { memberDateOfBirth: '1899-12-31' }, ['memberDateOfBirth']],
  ['no add-ons', { addOns: undefined }, ['addOns']],
  ['add-ons not a list', { addOns: { addOnId: 'x' } }, ['addOns']],
  ['21 add-ons', { addOns: Array(21).fill({ addOnId: 'poloko-lerato-child' }) }, ['addOns']],
  ['an add-on without its id', { addOns: [{ dateOfBirth: '2015-03-01' }] }, ['addOns.0.addOnId']],
  ['an add-on as text', { addOns: ['poloko-lerato-child'] }, ['addOns.0']],
  [
    'an add-on with an unknown key',
    { addOns: [{ addOnId: 'poloko-lerato-child', age: 9 }] },
    ['addOns.0.age'],
  ],
  [
    'an add-on born on 30 February',
    { addOns: [{ addOnId: 'poloko-lerato-child', dateOfBirth: '2015-02-30' }] },
    ['addOns.0.dateOfBirth'],
  ],
  ['cash as deduction source', { deductionSource: 'cash' }, ['deductionSource']],
  ['an unknown key', { admin: true }, ['admin']],
]

describe('premium/quote', () => {
  it('answers the valid body', async () => {
    expect((await postJson(fx.app, '/api/premium/quote', VALID_QUOTE)).status).toBe(200)
  })

  it.each(BAD_QUOTES)('refuses %s with 400, naming the field', async (_, change, paths) => {
    const response = await postJson(fx.app, '/api/premium/quote', { ...VALID_QUOTE, ...change })
    const failure = await expectFailure(response, 400)
    expect(failure.errors?.map((error) => error.path)).toEqual(paths)
  })

  it('gives each field one plain message of the shared table', async () => {
    const response = await postJson(fx.app, '/api/premium/quote', {
      packageId: null,
      memberDateOfBirth: '',
      addOns: 'none',
    })
    const failure = await expectFailure(response, 400)
    expect(failure.errors).toEqual([
      { path: 'packageId', message: 'Choose a package' },
      { path: 'memberDateOfBirth', message: 'Enter the date of birth' },
      { path: 'addOns', message: 'Send the add-ons as a list' },
    ])
  })
})

describe.each([
  ['schemes/list', {}],
  ['premium/quote', VALID_QUOTE],
])('%s', (path, valid) => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fx.app.request(`/api/${path}`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json', ...headers },
      body,
    })

  it('refuses an unknown key with 400', async () => {
    const failure = await expectFailure(
      await postJson(fx.app, `/api/${path}`, { ...valid, extra: 1 }),
      400,
    )
    expect(failure.errors).toEqual([{ path: 'extra', message: 'Unknown field' }])
  })

  it('refuses a wrong media type with 415', async () => {
    await expectFailure(await post(JSON.stringify(valid), { 'content-type': 'text/plain' }), 415)
    await expectFailure(await postForm(fx.app, `/api/${path}`, new FormData()), 415)
  })

  it('refuses malformed JSON, a non-object and bad UTF-8 with 400', async () => {
    for (const body of ['{"packageId":', '', 'null', '[]', '"text"', '42']) {
      await expectFailure(await post(body), 400)
    }
    await expectFailure(await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400)
  })

  it('refuses a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ ...valid, padding: 'x'.repeat(1024 * 1024) })
    await expectFailure(await post(huge), 413)
  })

  it('refuses a missing key with 401, and a GET with 405', async () => {
    await expectFailure(
      await postJson(fx.app, `/api/${path}`, valid, { 'x-api-key': undefined }),
      401,
    )
    await expectFailure(
      await fx.app.request(`/api/${path}`, { headers: { 'x-api-key': KEY } }),
      405,
    )
  })

  it('answers odd bodies with a 2xx or its 4xx envelope, never a 5xx', async () => {
    for (const body of [
      '{"__proto__": {"packageId": "poloko-lerato"}}',
      '{"packageId": "poloko-lerato", "constructor": {"prototype": {}}}',
      '{"packageId": "\\u0000", "memberDateOfBirth": "\\ud800"}',
      '{"packageId": "poloko-lerato", "memberDateOfBirth": "1985-03-27", "addOns": [null]}',
      '{"packageId": 1e400, "memberDateOfBirth": -0, "addOns": [[]]}',
      `{"memberDateOfBirth": "${'9'.repeat(5000)}-01-01"}`,
      '\u0000',
    ]) {
      const response = await post(body)
      expect(response.status, body).toBeLessThan(500)
      if (response.status >= 400) await expectFailure(response, response.status)
    }
  })
})
