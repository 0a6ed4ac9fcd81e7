/**
 * The caller check's answers offer to report the call, with its number, where they warn
 * (reported, not found), and not on a verified number, whose advice is to call back on a
 * number found elsewhere.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CallerIdCheckResult } from '../check-caller-id'
import { CallerResult } from './CallerResult'
import { renderPage } from './testing'

const show = (result: CallerIdCheckResult) =>
  renderPage(() => (
    <>
      <h1>Caller</h1>
      <CallerResult phone="+26772000002" result={result} />
    </>
  ))

describe('the answer of a caller check', () => {
  it.each([
    ['reported', { verdict: 'reported', reports: 7 }],
    ['not found', { verdict: 'not_found', reports: 0 }],
  ] as const)('offers to report a %s number, with it filled in', async (_, result) => {
    await show(result)
    const link = screen.getByRole('link', { name: 'Report this call' })
    const href = new URL(link.getAttribute('href')!, 'http://localhost')
    expect(href.pathname).toBe('/verify/report-call')
    expect(href.searchParams.get('phone')).toContain('+26772000002')
  })

  it('does not offer it on a verified number, and says to call back on its own', async () => {
    await show({ verdict: 'verified', owner: 'Sample Bank Ltd', reports: 0 })
    expect(screen.queryByRole('link', { name: 'Report this call' })).toBeNull()
    expect(
      screen.getByText(/call the organisation back on a number you find yourself/),
    ).toBeTruthy()
  })
})
