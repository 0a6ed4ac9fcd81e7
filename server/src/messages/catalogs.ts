/**
 * The notices' words in each language (src/shared/notices.ts), read from the app's own catalogs
 * (locales/<locale>/messages.po), so translators work in one place and a notice says what the
 * app would. Read once, at the first notice, only the entries of the notices' table.
 *
 * A language falls back as the app does (lingui.config.ts, fallbackLocales): Sekgalagadi,
 * Ikalanga and Shiyeyi to Setswana, then English; French and Setswana to English. A notice
 * is written in one language throughout: its subject, its text and its dates are all in the
 * language its text was found in (docs/decisions.md, "Notices about an exclusion").
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readPo } from '../../../scripts/po'
import type { AppLocale } from '../../../src/shared/locales'
import { NOTICES, type NoticeKey } from '../../../src/shared/notices'

const LOCALES_DIR = fileURLToPath(new URL('../../../locales/', import.meta.url))

/** Where each locale looks for a notice's words, in order (English last, always there). */
export const NOTICE_FALLBACKS: Readonly<Record<AppLocale, readonly AppLocale[]>> = {
  en: ['en'],
  fr: ['fr', 'en'],
  ts: ['ts', 'en'],
  kga: ['kga', 'ts', 'en'],
  kal: ['kal', 'ts', 'en'],
  shi: ['shi', 'ts', 'en'],
}

type Translations = ReadonlyMap<string, string>

let catalogs: Map<AppLocale, Translations> | undefined

function translationsOf(locale: AppLocale): Translations {
  catalogs ??= new Map()
  let found = catalogs.get(locale)
  if (!found) {
    const wanted = new Set<string>(Object.values(NOTICES))
    const file = `${LOCALES_DIR}${locale}/messages.po`
    const entries = locale === 'en' || !existsSync(file) ? [] : readPo(file)
    found = new Map(
      entries
        .filter((entry) => entry.msgstr !== '' && wanted.has(entry.msgid))
        .map((entry) => [entry.msgid, entry.msgstr]),
    )
    catalogs.set(locale, found)
  }
  return found
}

export interface NoticeWords {
  /** The locale whose words these are (its dates are written in it too). */
  locale: AppLocale
  subject: string
  text: string
  sms: string
}

type AudienceOf<Key> = Key extends `${infer Event}.${infer Who}.${string}`
  ? `${Event}.${Who}`
  : never
/** Who a notice is for, about what: `approved.self`, `ending.support`… */
export type NoticeAudience = AudienceOf<NoticeKey>

/**
 * The subject, text and SMS of one notice, in the first language of `locale`'s fallbacks that
 * has all three: a notice never mixes two languages.
 */
export function noticeWords(audience: NoticeAudience, locale: AppLocale): NoticeWords {
  const english = {
    subject: NOTICES[`${audience}.subject` as NoticeKey] as string,
    text: NOTICES[`${audience}.text` as NoticeKey] as string,
    sms: NOTICES[`${audience}.sms` as NoticeKey] as string,
  }
  for (const candidate of NOTICE_FALLBACKS[locale]) {
    if (candidate === 'en') break
    const words = translationsOf(candidate)
    const subject = words.get(english.subject)
    const text = words.get(english.text)
    const sms = words.get(english.sms)
    if (subject && text && sms) return { locale: candidate, subject, text, sms }
  }
  return { locale: 'en', ...english }
}
