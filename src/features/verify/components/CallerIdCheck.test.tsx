import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages } from '../../../gateway/status'
import { readHistory } from '../history'
import { CallerIdCheck } from './CallerIdCheck'
import { answerWith, renderPage, sentJson } from './testing'

beforeEach(() => {
  clearMessages()
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

async function check(phone: string) {
  const user = userEvent.setup()
  await renderPage(CallerIdCheck)
  await user.type(screen.getByLabelText('Phone number'), phone)
  await user.click(screen.getByRole('button', { name: 'Check number' }))
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section')!

describe('Verify Caller ID', () => {
  it('uses the phone rule: a number starting with 0 is refused with its message', async () => {
    const fetchMock = answerWith({ data: { verdict: 'verified', reports: 0 } })
    await check('0712345678')
    const summary = await screen.findByRole('alert')
    expect(
      within(summary).getByRole('link', { name: 'Enter a phone number, like +267 71 234 567' }),
    ).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the normalised number and shows a verified owner', async () => {
    const fetchMock = answerWith({
      data: { verdict: 'verified', owner: 'Sample Bank Ltd', reports: 0 },
    })
    await check('+267 (71) 000 001')
    const verified = await card('This number is verified')
    expect(verified.className).toContain('card--ok')
    expect(verified.textContent).toContain('The number +26771000001 belongs to Sample Bank Ltd.')
    expect(sentJson(fetchMock)).toEqual({ phone: '+26771000001' })
    expect(readHistory()[0]).toMatchObject({ kind: 'caller', input: '+26771000001' })
  })

  it.each([
    [1, 'reported 1 time by'],
    [3, 'reported 3 times by'],
  ])('says how many reports there are (%i)', async (reports, words) => {
    answerWith({ data: { verdict: 'reported', reports } })
    await check('+26772000002')
    const reported = await card('This number has been reported')
    expect(reported.className).toContain('card--warning')
    expect(reported.textContent).toContain(words)
    expect(reported.textContent).toContain('not proof either way')
  })

  it('says plainly when there is no record', async () => {
    answerWith({ data: { verdict: 'not_found', reports: 0 } })
    await check('71234567')
    const none = await card('We have no record of this number')
    expect(none.textContent).toContain('does not prove')
    expect(within(none).getByRole('link', { name: '19777' })).toBeTruthy()
  })
})
