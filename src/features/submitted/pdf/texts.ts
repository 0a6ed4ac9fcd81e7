/**
 * The fixed sentences of the application PDF, in the language the answers were given in.
 *
 * The snapshot's rows were written in the language of the tab at the moment of submitting. A
 * person may switch language on the confirmation page afterwards; the PDF should still read
 * in one language, so these sentences are translated with that locale's catalog (the same
 * lazily loaded, precached chunks the language picker uses), not the page's current one.
 *
 * What they say follows the submission (its reference's prefix): who issued the form (the
 * regulator's portal or the union's), whether it is an application or a request, and what to
 * quote with the reference, which is what its status check finds it by (a seek-help request
 * asks for no ID, so its copy must not ask for one: src/shared/contracts, `lookup`). And the
 * date says whether it was sent: a copy made while it waits in the outbox is not proof that
 * anything was received.
 *
 * No pdfkit here: the button imports this module at once, the PDF library only when pressed.
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { areaOf } from '../../../config/areas'
import { loadMessages } from '../../../i18n/activate'
import { appLocaleOf, formatDate, isAppLocale } from '../../../shared/dates'

export interface PdfTexts {
  /** "Issued by", and who: the document's author too. */
  issuedBy: string
  issuer: string
  /** The line above the form's title. */
  title: string
  reference: string
  /** The date line: a label and the date once delivered, one sentence while not. */
  sentLabel?: string
  sent: string
  /** What the reference is for, and what to give with it. */
  keepReference: string
  attachedFiles: string
  none: string
}

/** Where the submission is when the PDF is made (its outbox entry). */
export interface Delivery {
  state: 'delivered' | 'waiting' | 'sending' | 'needs-attention'
  /** Epoch ms. */
  deliveredAt?: number
}

const ISSUERS: Record<string, MessageDescriptor> = {
  'self-help': msg`Self Help Portal of the national gambling regulator`,
  insurance: msg`BTU Member Portal, the teachers’ union funeral scheme`,
  verify: msg`ScamLock verification service`,
}

/** What a status check finds each kind by (src/shared/contracts, `lookup`). */
const KEEP: Record<string, MessageDescriptor> = {
  id: msg`Keep this reference number. For any question about this application, give it together with your ID or passport number.`,
  phone: msg`Keep this reference number. For any question about this request, give it together with the phone number you gave.`,
  idOrPhone: msg`Keep this reference number. For any question about this request, give it together with the ID, passport or phone number you gave.`,
}
const QUOTED_WITH: Record<string, keyof typeof KEEP> = {
  RP: 'phone',
  CN: 'phone',
  TK: 'phone',
  CP: 'idOrPhone',
}
const REQUESTS = new Set(['RP', 'CP', 'CN', 'TK'])

/** The sentences for the submission `reference`, saved on this device at `submittedAt`. */
export function translateTexts(
  i18n: I18n,
  { reference, submittedAt }: { reference: string; submittedAt: number },
  delivery: Delivery,
): PdfTexts {
  const prefix = reference.slice(0, 2)
  const delivered = delivery.state === 'delivered'
  const at = delivered ? (delivery.deliveredAt ?? submittedAt) : submittedAt
  const date = formatDate(at, 'dayMonthYearTime', appLocaleOf(i18n.locale))
  return {
    issuedBy: i18n._(msg`Issued by`),
    issuer: i18n._(ISSUERS[areaOf(`/submitted/${reference}`)] ?? ISSUERS.verify!),
    title: i18n._(REQUESTS.has(prefix) ? msg`Copy of your request` : msg`Copy of your application`),
    reference: i18n._(msg`Reference number`),
    sentLabel: delivered ? i18n._(msg`Submitted on`) : undefined,
    sent: delivered
      ? date
      : delivery.state === 'needs-attention'
        ? i18n._(msg`Saved on this device on ${date}. The service has not accepted it yet.`)
        : i18n._(msg`Saved on this device on ${date}, not yet sent.`),
    keepReference: i18n._(KEEP[QUOTED_WITH[prefix] ?? 'id']!),
    attachedFiles: i18n._(msg`Attached files`),
    none: i18n._(msg`None`),
  }
}

/** `current` when it is already in `locale`, else a separate instance with that catalog. */
export async function i18nFor(locale: string, current: I18n): Promise<I18n> {
  if (current.locale === locale || !isAppLocale(locale)) return current
  const messages: Messages = await loadMessages(locale)
  return setupI18n({ locale, messages: { [locale]: messages } })
}
