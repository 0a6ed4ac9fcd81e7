import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { chooseLocale } from '../../i18n/activate'
import { LOCALES, NATIVE_NAMES, isAppLocale } from '../../i18n/locales'

/** The header's language control; `/language` is the full-page picker. */
export function LanguageSelect() {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className="language-select">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isAppLocale(event.target.value)) void chooseLocale(event.target.value)
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === 'en' ? 'en' : undefined}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
