import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages, messagesStore } from '../../../gateway/status'
import { renderPage } from '../../../../tests/render-page'
import { LoginPage } from './LoginPage'

beforeEach(() => clearMessages())
afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

async function submit(email: string, password: string) {
  const user = userEvent.setup()
  await renderPage(() => <LoginPage />, msg`Staff sign-in`)
  await user.type(screen.getByLabelText('Email address'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('staff sign-in page', () => {
  it('says what is wrong with the words of 000 section 5, before asking the gateway', async () => {
    const fetch = answer(200, {})
    vi.stubGlobal('fetch', fetch)
    await submit('someone', 'short')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Invalid Email')
    expect(summary.textContent).toContain('Password must be at least 8 characters')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the gateway’s one answer for a wrong email or password and clears the password', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid Email or Password' }))
    await submit('manager@regulator.example', 'wrong password')
    await vi.waitFor(() =>
      expect(messagesStore.getSnapshot()).toEqual(['Invalid Email or Password']),
    )
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'manager@regulator.example',
    )
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
