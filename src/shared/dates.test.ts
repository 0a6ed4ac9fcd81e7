import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  APP_LOCALES,
  INTL_LOCALE,
  formatCurrency,
  formatDate,
  formatNumber,
  textLang,
  intlLocale,
  isAppLocale,
  type AppLocale,
  type DateFormat,
} from './dates'
import { LANGUAGE_TAG } from './language-tags'

// 22:30 UTC on 5 January is 00:30 on 6 January in Gaborone (UTC+2): the zone is applied.
const WHEN = new Date(Date.UTC(2026, 0, 5, 22, 30))
const ZONE = { timeZone: 'Africa/Gaborone' }

/** Intl separates with no-break spaces (U+00A0, U+202F); compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const ENGLISH: Record<DateFormat, string> = {
  short: '06 Jan 2026',
  fullWithTime: 'Tuesday, 06 January 2026 at 00:30',
  dayMonthYear: '06/01/2026',
  dayMonthYearTime: '06/01/2026 00:30',
}

// Node's ICU (full data) has Setswana; a browser without it falls back to English (below).
const EXPECTED: Record<AppLocale, Record<DateFormat, string>> = {
  en: ENGLISH,
  fr: {
    short: '6 janv. 2026',
    fullWithTime: 'mardi 6 janvier 2026 à 00:30',
    dayMonthYear: '06/01/2026',
    dayMonthYearTime: '06/01/2026 00:30',
  },
  ts: {
    short: '2026 Fer 6',
    fullWithTime: '2026 Ferikgong 6, Labobedi ka 00:30',
    dayMonthYear: '06/01/2026',
    dayMonthYearTime: '06/01/2026 00:30',
  },
  // No CLDR data for Sekgalagadi, Ikalanga or Shiyeyi: English as used in Botswana.
  kga: ENGLISH,
  kal: ENGLISH,
  shi: ENGLISH,
}

const FORMATS: DateFormat[] = ['short', 'fullWithTime', 'dayMonthYear', 'dayMonthYearTime']
const CASES = APP_LOCALES.flatMap((locale) =>
  FORMATS.map((format) => [locale, format, EXPECTED[locale][format]] as const),
)

describe('formatDate: the four date formats in every locale', () => {
  it.each(CASES)('%s %s -> %s', (locale, format, expected) => {
    expect(plain(formatDate(WHEN, format, locale, ZONE))).toBe(expected)
  })

  it('takes an ISO string or a timestamp as well as a Date', () => {
    expect(formatDate(WHEN.toISOString(), 'dayMonthYear', 'en', ZONE)).toBe('06/01/2026')
    expect(formatDate(WHEN.getTime(), 'dayMonthYear', 'en', ZONE)).toBe('06/01/2026')
  })

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date', 'short', 'en')).toBe('')
    expect(formatDate(Number.NaN, 'fullWithTime', 'fr')).toBe('')
  })
})

describe('locale tags', () => {
  it('maps every app locale to a valid BCP 47 tag of its language, and of its pages’ text', () => {
    expect(LANGUAGE_TAG).toEqual({
      en: 'en',
      fr: 'fr',
      ts: 'tn',
      kga: 'xkv',
      kal: 'kck',
      shi: 'yey',
    })
    // The three that show Setswana where untranslated are, for now, Setswana pages.
    expect(APP_LOCALES.map(textLang)).toEqual(['en', 'fr', 'tn', 'tn', 'tn', 'tn'])
    for (const tag of [...APP_LOCALES.map(textLang), ...Object.values(LANGUAGE_TAG)]) {
      // Canonical already: Intl would rewrite a deprecated or aliased tag (kal -> kl).
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
    }
  })

  it('never hands Intl an app key that names another language', () => {
    expect(Intl.getCanonicalLocales('kal')).toEqual(['kl'])
    expect(Object.values(INTL_LOCALE)).not.toContain('kal')
    expect(Object.values(INTL_LOCALE)).not.toContain('ts')
    expect(Object.values(INTL_LOCALE)).not.toContain('shi')
    expect(Object.values(INTL_LOCALE)).not.toContain('kga')
  })

  it.each([
    ['en', 'en-BW'],
    ['fr', 'fr'],
    ['ts', 'tn-BW'],
    ['kga', 'en-BW'],
    ['kal', 'en-BW'],
    ['shi', 'en-BW'],
  ] as const)('%s formats as %s here', (locale, tag) => {
    expect(intlLocale(locale)).toBe(tag)
  })

  it('recognises app locales', () => {
    expect(APP_LOCALES.every(isAppLocale)).toBe(true)
    expect(isAppLocale('tn')).toBe(false)
    expect(isAppLocale(undefined)).toBe(false)
  })
})

describe('the English fallback when Intl lacks a language (as Chromium lacks tn)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.resetModules()
  })

  async function withSupported(supported: string[]) {
    vi.resetModules()
    const only = (tags?: string | readonly string[]) =>
      ([] as string[]).concat(tags ?? []).filter((tag) => supported.includes(tag))
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(
      only as typeof Intl.DateTimeFormat.supportedLocalesOf,
    )
    return import('./dates')
  }

  it('formats Setswana in en-BW when tn-BW is missing', async () => {
    const dates = await withSupported(['en-BW', 'fr'])
    expect(dates.intlLocale('ts')).toBe('en-BW')
    expect(dates.formatDate(WHEN, 'short', 'ts', ZONE)).toBe('06 Jan 2026')
  })

  it('falls back to en-GB, then en, when en-BW is missing too', async () => {
    let dates = await withSupported(['en-GB'])
    expect(dates.intlLocale('kal')).toBe('en-GB')
    expect(dates.formatDate(WHEN, 'dayMonthYear', 'kal', ZONE)).toBe('06/01/2026')
    dates = await withSupported([])
    expect(dates.intlLocale('shi')).toBe('en')
  })
})

describe('numbers and pula', () => {
  it.each([
    ['en', '1,234,567.891', 'P 1,234.50'],
    ['fr', '1 234 567,891', '1 234,50 BWP'],
    ['kga', '1,234,567.891', 'P 1,234.50'],
  ] as const)('%s: %s and %s', (locale, number, money) => {
    expect(plain(formatNumber(1234567.891, locale))).toBe(number)
    expect(plain(formatCurrency(1234.5, locale))).toBe(money)
  })

  it.each(APP_LOCALES)('%s: writes whole numbers below a thousand as Intl does', (locale) => {
    const intl = new Intl.NumberFormat(intlLocale(locale))
    for (let n = 0; n < 1000; n++) expect(formatNumber(n, locale)).toBe(intl.format(n))
    expect(plain(formatNumber(1000, 'fr'))).toBe('1 000')
    expect(formatNumber(-5, locale)).toBe(intl.format(-5))
    expect(formatNumber(2.5, locale)).toBe(intl.format(2.5))
  })

  it('passes options through', () => {
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%')
  })

  it('keeps a format per language and options, never one for another', () => {
    const whole = { style: 'currency', currency: 'BWP', maximumFractionDigits: 0 } as const
    expect(plain(formatCurrency(65000, 'en'))).toBe('P 65,000.00')
    expect(plain(formatNumber(65000, 'en', whole))).toBe('P 65,000')
    expect(plain(formatNumber(65000, 'fr', whole))).toBe('65 000 BWP')
    expect(plain(formatCurrency(65000, 'en'))).toBe('P 65,000.00')
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%')
    expect(plain(formatNumber(0.5, 'en'))).toBe('0.5')
  })
})
