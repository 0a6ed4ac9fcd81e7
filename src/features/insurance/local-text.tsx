/**
 * The catalogue's texts in the reader's language (src/shared/insurance/texts.ts), for the
 * insurance pages: `useLocalText()` picks a field's text, `<Local>` shows it, marked with its
 * language when it is not the page's (the English of a scheme not yet translated).
 */
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { localText, type LocalText, type Translated } from '../../shared/insurance/texts'

export function useLocalText() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useCallback(
    <F extends string>(item: Translated<F>, field: F): LocalText => localText(item, field, locale),
    [locale],
  )
}

export function Local({ text }: { text: LocalText }) {
  return text.lang ? <span lang={text.lang}>{text.text}</span> : <>{text.text}</>
}
