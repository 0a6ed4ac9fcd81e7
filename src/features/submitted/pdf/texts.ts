/**
 * The fixed sentences of the application PDF, in the language the answers were given in.
 *
 * The snapshot's rows were written in the language of the tab at the moment of submitting. A
 * person may switch language on the confirmation page afterwards; the PDF should still read
 * in one language, so these sentences are translated with that locale's catalog (the same
 * lazily loaded, precached chunks the language picker uses), not the page's current one.
 *
 * No pdfkit here: the button imports this module at once, the PDF library only when pressed.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isAppLocale } from '../../../shared/dates'

export interface PdfTexts {
  /** The line above the form's title. */
  title: string
  reference: string
  submittedOn: string
  /** 000 section 8: what the reference is for. */
  keepReference: string
  attachedFiles: string
  none: string
}

const TEXTS = {
  title: msg`Copy of your application`,
  reference: msg`Reference number`,
  submittedOn: msg`Submitted on`,
  keepReference: msg`Keep this reference number. For any question about this application, give it together with your ID or passport number.`,
  attachedFiles: msg`Attached files`,
  none: msg`None`,
}

export function translateTexts(i18n: I18n): PdfTexts {
  return {
    title: i18n._(TEXTS.title),
    reference: i18n._(TEXTS.reference),
    submittedOn: i18n._(TEXTS.submittedOn),
    keepReference: i18n._(TEXTS.keepReference),
    attachedFiles: i18n._(TEXTS.attachedFiles),
    none: i18n._(TEXTS.none),
  }
}

/** `current` when it is already in `locale`, else a separate instance with that catalog. */
export async function i18nFor(locale: string, current: I18n): Promise<I18n> {
  if (current.locale === locale || !isAppLocale(locale)) return current
  const { messages } = (await import(`../../../../locales/${locale}/messages.po`)) as {
    messages: Messages
  }
  return setupI18n({ locale, messages: { [locale]: messages } })
}
