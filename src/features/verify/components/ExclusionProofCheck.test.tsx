/**
 * The proof's check page when it cannot say "valid": a token that is no JWS is not genuine at
 * once, with no key asked for; a device that never had the gateway's key and cannot fetch it
 * says the exclusion cannot be checked yet (never "not genuine"), and offers to try again.
 * The valid and expired answers, with a real key offline: tests/browser/exclusion-proof.test.ts.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ExclusionProofCheck } from './ExclusionProofCheck'
import { answerWith, renderPage } from './testing'

afterEach(() => vi.unstubAllGlobals())

const TOKEN =
  'eyJhbGciOiJFZERTQSIsImtpZCI6ImsiLCJ0eXAiOiJleGNsdXNpb24tcHJvb2YifQ.e30.' + 'A'.repeat(85) + 'A'

describe('the check of an exclusion proof', () => {
  it('says a token that is not one is not genuine, without asking for a key', async () => {
    const fetchMock = answerWith(new Error('offline'))
    await renderPage(() => <ExclusionProofCheck token="not.a.token" />)
    await screen.findByRole('heading', { name: 'This exclusion proof is not genuine' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says it cannot check yet when the device has no key and no network', async () => {
    const fetchMock = answerWith(new Error('offline'))
    await renderPage(() => <ExclusionProofCheck token={TOKEN} />)
    await screen.findByRole('heading', { name: 'This exclusion cannot be checked yet' })
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('keys/public')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'This exclusion cannot be checked yet' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
