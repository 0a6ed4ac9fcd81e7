import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages, messagesStore } from '../../../gateway/status'
import { renderPage } from '../../../../tests/render-page'
import { LoginPage } from './LoginPage'

beforeEach(() => clearMessages())
afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }))

async function submit(email: string, password: string) {
  const user = userEvent.setup()
  await renderPage(() => <LoginPage />, msg`Staff sign-in`)
  await user.type(screen.getByLabelText('Email address'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('staff sign-in page', () => {
  it('says what is wrong with the shared messages, before asking the gateway', async () => {
    const fetch = answer(200, {})
    vi.stubGlobal('fetch', fetch)
    await submit('someone', 'short')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Invalid Email')
    expect(summary.textContent).toContain('Password must be at least 8 characters')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the gateway’s one answer for a wrong email or password beside the form, focused', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid Email or Password' }))
    await submit('manager@regulator.example', 'wrong password')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Invalid Email or Password')
    expect(document.activeElement).toBe(summary)
    // Not in the message dialog.
    expect(messagesStore.getSnapshot()).toEqual([])
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'manager@regulator.example',
    )
  })

  it.each([
    ['12', 'Too many failed sign-ins. Try again in 12 seconds.'],
    ['1', 'Too many failed sign-ins. Try again in 1 second.'],
    ['900', 'Too many failed sign-ins. Try again in 15 minutes.'],
  ])('says the real wait of a throttled sign-in (Retry-After %s)', async (seconds, words) => {
    const body = { success: false, message: 'Too many failed sign-ins. Wait, then try again.' }
    vi.stubGlobal('fetch', answer(429, body, { 'retry-after': seconds }))
    await submit('manager@regulator.example', 'the right password')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain(words)
    expect(summary.textContent).not.toContain('Wait, then')
    expect(document.activeElement).toBe(summary)
    expect(messagesStore.getSnapshot()).toEqual([])
  })

  it('shows the password on request', async () => {
    const user = userEvent.setup()
    await renderPage(() => <LoginPage />, msg`Staff sign-in`)
    const password = screen.getByLabelText('Password') as HTMLInputElement
    expect(password.type).toBe('password')
    await user.click(screen.getByLabelText('Show password'))
    expect(password.type).toBe('text')
  })
})
