import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { loadValidation } from '../i18n/use-validation'
import { renderMessage } from './render-message'

const french = setupI18n({ locale: 'fr', messages: { fr: {} } })

describe('renderMessage before and after the validation table loads', () => {
  it('shows a gateway text as it came, then through the table', async () => {
    // Before: the gateway's words, unchanged (nothing is lost while the table loads).
    expect(renderMessage(french, 'Invalid Email')).toBe('Invalid Email')
    expect(renderMessage(french, { path: 'code', message: 'Invalid Code' })).toBe('Invalid Code')
    await loadValidation()
    // After: through the table (English here: this i18n has no French catalog).
    expect(renderMessage(french, 'Password must be at least 8 characters')).toBe(
      'Password must be at least 8 characters',
    )
    expect(renderMessage(french, 'Not one of ours')).toBe('Not one of ours')
  })
})
