import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages, messagesStore } from '../../../gateway/status'
import { renderPage } from '../../../../tests/render-page'
import { PasswordPage } from './PasswordPage'

beforeEach(() => clearMessages())
afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }))

async function submit() {
  const user = userEvent.setup()
  await renderPage(() => <PasswordPage />, msg`Change your password`)
  await user.type(screen.getByLabelText('Current password'), 'the old password')
  await user.type(screen.getByLabelText('New password'), 'three unrelated words')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('staff password page', () => {
  it('says the real wait of a throttled attempt beside the form, not in the message dialog', async () => {
    const body = { success: false, message: 'Too many failed sign-ins. Wait, then try again.' }
    vi.stubGlobal('fetch', answer(429, body, { 'retry-after': '30' }))
    await submit()
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Too many failed sign-ins. Try again in 30 seconds.')
    expect(document.activeElement).toBe(summary)
    expect(messagesStore.getSnapshot()).toEqual([])
  })

  it('puts a wrong current password by its field', async () => {
    const body = {
      success: false,
      message: 'Invalid input',
      errors: [{ path: 'currentPassword', message: 'The current password is not right' }],
    }
    vi.stubGlobal('fetch', answer(400, body))
    await submit()
    const summary = await screen.findByRole('alert')
    expect(summary.querySelector('a[href="#password-currentPassword"]')).not.toBeNull()
    expect(messagesStore.getSnapshot()).toEqual([])
  })
})
