/**
 * The register check as the door's agent meets it, with the gateway stubbed: the answer that
 * says what to do, gone as soon as the number is typed again; the wrong number said by the
 * field before any call; too many checks with the real wait, beside the form and not in the
 * message dialog. The real gateway and a phone: tests/browser/register.test.ts.
 */
import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages, messagesStore } from '../../../gateway/status'
import { renderPage } from '../../../../tests/render-page'
import { RegisterPage } from './RegisterPage'

beforeEach(() => clearMessages())
afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }))

async function check(idNumber: string) {
  const user = userEvent.setup()
  await user.clear(screen.getByLabelText('ID or passport number'))
  await user.type(screen.getByLabelText('ID or passport number'), idNumber)
  await user.click(screen.getByRole('button', { name: 'Check' }))
  return user
}

describe('the register check page', () => {
  it('says excluded until when, focused, and takes the answer away when the number changes', async () => {
    const fetch = answer(200, { success: true, data: { excluded: true, until: '2028-03-02' } })
    vi.stubGlobal('fetch', fetch)
    await renderPage(() => <RegisterPage />, msg`Check the register`)
    const user = await check('123 456 789')
    const heading = await screen.findByRole('heading', {
      name: 'Excluded until 2 March 2028: do not let them in',
    })
    expect(document.activeElement).toBe(heading)
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ idNumber: '123 456 789' })
    await user.type(screen.getByLabelText('ID or passport number'), '0')
    expect(screen.queryByRole('heading', { name: /Excluded until/ })).toBeNull()
  })

  it('says not on the register', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, data: { excluded: false } }))
    await renderPage(() => <RegisterPage />, msg`Check the register`)
    await check('AB123456')
    await screen.findByRole('heading', { name: 'Not on the register' })
  })

  it('says what is wrong with the number before asking the gateway', async () => {
    const fetch = answer(200, {})
    vi.stubGlobal('fetch', fetch)
    await renderPage(() => <RegisterPage />, msg`Check the register`)
    await check('123')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('ID or passport number must be 6 characters or more')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says the real wait after too many checks, beside the form', async () => {
    const body = {
      success: false,
      message: 'Too many requests. Please wait 12 seconds and try again.',
    }
    vi.stubGlobal('fetch', answer(429, body, { 'retry-after': '12' }))
    await renderPage(() => <RegisterPage />, msg`Check the register`)
    await check('123456789')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Too many checks in a minute. Try again in 12 seconds.')
    expect(messagesStore.getSnapshot()).toEqual([])
  })
})
