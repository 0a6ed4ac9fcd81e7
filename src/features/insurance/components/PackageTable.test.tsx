import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SAMPLE_SCHEMES } from '../../../../server/src/insurance/seed-data'
import type { FuneralScheme } from '../../../shared/insurance/types'
import { AddOnTables } from './AddOnTables'
import { PackageTable } from './PackageTable'

const inFrench = (ui: React.ReactNode) =>
  render(<I18nProvider i18n={setupI18n({ locale: 'fr', messages: { fr: {} } })}>{ui}</I18nProvider>)

describe('the catalogue on a French page', () => {
  it('names the packages and add-ons in French', () => {
    const botubs = SAMPLE_SCHEMES[1]!
    const view = inFrench(
      <>
        <PackageTable scheme={botubs} />
        <AddOnTables scheme={botubs} />
      </>,
    )
    const rows = within(view.container.querySelector('table')!).getAllByRole('rowheader')
    expect(rows.map((row) => row.textContent)).toEqual(['Bronze', 'Argent', 'Or', 'Diamant'])
    expect(view.getAllByText('Enfant aux études à plein temps').length).toBe(1)
    expect(view.container.querySelector('[lang="en"]')).toBeNull()
  })

  it('shows the English of a text not yet translated, marked as English', () => {
    const untranslated: FuneralScheme = {
      ...SAMPLE_SCHEMES[1]!,
      packages: SAMPLE_SCHEMES[1]!.packages.map((item, index) =>
        index === 1 ? { ...item, translations: { ts: item.translations!.ts! } } : item,
      ),
    }
    const view = inFrench(<PackageTable scheme={untranslated} />)
    const english = view.container.querySelector('[lang="en"]')
    expect(english?.textContent).toBe('Silver')
  })
})
