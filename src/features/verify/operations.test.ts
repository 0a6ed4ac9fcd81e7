import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages } from '../../gateway/status'
import { checkCallerId } from './check-caller-id'
import { checkProduct } from './check-product'
import { answerWith, sentJson } from './components/testing'
import { verifyAgent } from './verify-agent'
import { verifyDocument } from './verify-document'
import { verifyPromotion } from './verify-promotion'

beforeEach(() => clearMessages())
afterEach(() => vi.unstubAllGlobals())

describe('each verification call', () => {
  it.each([
    ['product/check', () => checkProduct({ code: 'BWP100001' }), { code: 'BWP100001' }],
    [
      'promotions/verify',
      () => verifyPromotion({ code: 'PRM2026', promo: 'WINTER' }),
      { code: 'PRM2026', promo: 'WINTER' },
    ],
    [
      'documents/verify',
      () => verifyDocument({ reference: 'DOC00012345' }),
      { reference: 'DOC00012345' },
    ],
    [
      'organisation/verify',
      () => verifyAgent({ query: 'BW00001234567' }),
      { query: 'BW00001234567' },
    ],
    ['callerId/check', () => checkCallerId({ phone: '+26771000001' }), { phone: '+26771000001' }],
  ])('POSTs to /api/%s and gives back the data', async (path, run, body) => {
    const fetchMock = answerWith({ data: { verdict: 'not_found' } })
    await expect(run()).resolves.toEqual({ verdict: 'not_found' })
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/${path}`)
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('POST')
    expect(sentJson(fetchMock)).toEqual(body)
  })
})
