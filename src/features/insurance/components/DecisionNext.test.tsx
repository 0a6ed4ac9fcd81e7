import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DecisionNext } from './DecisionNext'

const show = (status: 'PENDING' | 'APPROVED' | 'REJECTED') =>
  render(
    <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
      <DecisionNext status={status} at="2026-06-20T09:00:00.000Z" />
    </I18nProvider>,
  ).container.textContent

describe('where a join application stands', () => {
  it('says when it was approved, and when cover starts', () => {
    expect(show('APPROVED')).toMatch(
      /^Approved on 20\/06\/2026\. Your cover starts when your first premium is paid/,
    )
  })

  it('says when it was received and how long a review takes', () => {
    expect(show('PENDING')).toMatch(/^Received on 20\/06\/2026\. .+10 working days/)
  })

  it('says when it was not approved, and how to reach the union', () => {
    const text = show('REJECTED')
    expect(text).toMatch(/^Not approved on 20\/06\/2026\. To find out why/)
    expect(text).toContain('members@union.example')
    expect(text).not.toContain('19777')
  })
})
