/**
 * An approved exclusion's proof (src/shared/exclusion-proof.ts): `exclusions/status` answers a
 * compact JWS that checks with the key `keys/public` answers, checked here with WebCrypto and
 * that key alone, never with the gateway's signing code; it says the initials and the last
 * four characters of the number, never the name or the whole number; nothing else has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CASE_SAMPLES, SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type { StatusAnswer } from '../../../src/shared/contracts/status'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { postJson } from '../testing'
import { addCase } from '../staff/testing-cases'

let t: StaffTest
let manager: string

beforeAll(async () => {
  t = await staffTest()
  manager = await signIn(t.app, 'manager@regulator.example')
}, 60_000)
afterAll(() => t.close())

const status = async (reference: string, idNumber: string) => {
  const response = await postJson(t.app, '/api/exclusions/status', { idNumber, reference })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: StatusAnswer }).data
}

const exclusion = async (data: Record<string, unknown>, decision?: 'APPROVED' | 'REJECTED') => {
  const reference = await addCase(t, { kind: 'exclusion', data })
  if (decision) {
    const decided = await staffPost(
      t.app,
      '/api/staff/cases/decide',
      { area: 'exclusions', reference, decision, note: 'Checked.' },
      { cookie: manager },
    )
    expect(decided.status).toBe(200)
  }
  return reference
}

const bytesOf = (part: string) => new Uint8Array(Buffer.from(part, 'base64url'))

/** The token's header and payload if its signature checks with the published key, else null. */
async function checkWithPublishedKey(token: string) {
  const published = await postJson(t.app, '/api/keys/public', {})
  const { data: jwk } = (await published.json()) as { data: JsonWebKey & { kid: string } }
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, crv: jwk.crv, x: jwk.x },
    'Ed25519',
    false,
    ['verify'],
  )
  const [header, payload, signature] = token.split('.') as [string, string, string]
  const valid = await crypto.subtle.verify(
    'Ed25519',
    key,
    bytesOf(signature),
    new TextEncoder().encode(`${header}.${payload}`),
  )
  if (!valid) return null
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  return { header: json(header), payload: json(payload), kid: jwk.kid }
}

describe('the proof of an approved exclusion', () => {
  it('is signed with the published key over the reference, kind, initials, last four and dates', async () => {
    const data = {
      ...SAMPLE_DATA.exclusion,
      period: 'P1Y',
      applicant: {
        ...SAMPLE_DATA.exclusion.applicant,
        fullName: 'neo kabo Sample',
        idNumber: '123-456 789',
      },
    }
    const reference = await exclusion(data, 'APPROVED')
    const answer = await status(reference, '123456789')
    expect(answer.proof).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const checked = await checkWithPublishedKey(answer.proof!)
    expect(checked).not.toBeNull()
    expect(checked!.header).toEqual({ alg: 'EdDSA', kid: checked!.kid, typ: 'exclusion-proof' })
    expect(checked!.payload).toEqual({
      reference,
      kind: 'exclusion-self',
      initials: 'NKS',
      idLastFour: '6789',
      startsOn: answer.startsOn,
      endsOn: answer.endsOn,
      issuedAt: answer.updatedAt,
    })
    // Nothing more of the person than that.
    expect(JSON.stringify(checked!.payload)).not.toMatch(/neo|Sample|123456/i)
    // The same token every time.
    expect((await status(reference, '123456789')).proof).toBe(answer.proof)
    // A changed payload does not check.
    const [header, , signature] = answer.proof!.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...checked!.payload, endsOn: '2099-12-31' }),
    ).toString('base64url')
    expect(await checkWithPublishedKey(`${header}.${forged}.${signature}`)).toBeNull()
  })

  it('names the player of a third-party exclusion, not the applicant', async () => {
    const sample = CASE_SAMPLES['exclusion-third-party'].data
    const player = { ...(sample.player as object), fullName: 'Mpho Tau', idNumber: 'BN0042731' }
    const data = { ...sample, period: 'P6M', player }
    const reference = await exclusion(data, 'APPROVED')
    const answer = await status(reference, SAMPLE_DATA.exclusion.applicant.idNumber)
    const checked = await checkWithPublishedKey(answer.proof!)
    expect(checked?.payload).toMatchObject({
      kind: 'exclusion-third-party',
      initials: 'MT',
      idLastFour: '2731',
    })
  })

  it('is not given before approval, nor for a rejected exclusion', async () => {
    const pending = await exclusion({ ...SAMPLE_DATA.exclusion, period: 'P1Y' })
    const rejected = await exclusion({ ...SAMPLE_DATA.exclusion, period: 'P1Y' }, 'REJECTED')
    const idNumber = SAMPLE_DATA.exclusion.applicant.idNumber
    expect(await status(pending, idNumber)).not.toHaveProperty('proof')
    expect(await status(rejected, idNumber)).not.toHaveProperty('proof')
  })
})
