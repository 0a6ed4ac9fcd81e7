import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { chooseLocale } from '../i18n/activate'
import { LOCALES, NATIVE_NAMES, type AppLocale } from '../i18n/locales'
import { LANGUAGE_TAG } from '../shared/language-tags'
import { PageTitle } from './PageTitle'

/** The full-page picker: each language in its own name, the choice kept on the device. */
export function LanguagePicker() {
  const { i18n } = useLingui()
  // The choice shows at once; the language itself follows when its catalog has loaded.
  const [chosen, setChosen] = useState(i18n.locale as AppLocale)
  return (
    <>
      <PageTitle />
      <fieldset className="choice-list">
        <legend>
          <Trans>Choose the language for this app</Trans>
        </legend>
        {LOCALES.map((locale) => (
          <label key={locale} className="choice" lang={LANGUAGE_TAG[locale]}>
            <input
              type="radio"
              name="locale"
              value={locale}
              checked={chosen === locale}
              onChange={() => {
                setChosen(locale)
                void chooseLocale(locale)
              }}
            />
            {NATIVE_NAMES[locale]}
          </label>
        ))}
      </fieldset>
    </>
  )
}
