/**
 * Dates and numbers for the app's six locales (docs/design.md section 6), through Intl.
 *
 * The app's locale keys are not BCP 47 tags of the languages they stand for, and three of
 * them name other languages in CLDR: `ts` is Tsonga, `kal` canonicalises to `kl`
 * (Kalaallisut), `shi` is Tachelhit, `kga` is Koyaga. Passing a key to Intl would format in
 * the wrong language, so the keys map to the ISO 639 codes of the languages themselves:
 *
 * | key | language    | its tag       | ISO 639          | Intl asks for (then English) |
 * |-----|-------------|---------------|------------------|------------------------------|
 * | en  | English     | en            | 639-1 en         | en-BW                        |
 * | fr  | French      | fr            | 639-1 fr         | fr                           |
 * | ts  | Setswana    | tn            | 639-1 tn         | tn-BW                        |
 * | kga | Sekgalagadi | xkv           | 639-3 xkv        | xkv                          |
 * | kal | Ikalanga    | kck           | 639-3 kck        | kck                          |
 * | shi | Shiyeyi     | yey           | 639-3 yey        | yey                          |
 *
 * (xkv "Kgalagadi", kck "Kalanga", yey "Yeyi" are ISO 639-3 codes, hence valid BCP 47
 * primary language subtags.) CLDR has no data for xkv, kck or yey, and a browser's ICU may
 * lack tn too (Chromium ships a trimmed set), so every tag is resolved with
 * `supportedLocalesOf` and falls back to English as used in Botswana (en-BW, then en-GB).
 * (The text of those three falls back to Setswana, their pages say so: `textLang` below. Their
 * dates stay in English, the one language a browser always formats, numbers read the same.)
 *
 * "day/month/year" is taken literally: the day, month and year numbers of the locale in that
 * order, joined by '/', because CLDR's numeric pattern for tn is year-month-day.
 */
import { INTL_LOCALE, type AppLocale } from './locales'

export {
  APP_LOCALES,
  appLocaleOf,
  INTL_LOCALE,
  textLang,
  isAppLocale,
  type AppLocale,
} from './locales'

const ENGLISH_FALLBACK = ['en-BW', 'en-GB', 'en']

/** "Date year limit: 1970" (docs/design.md section 6), the earliest year a date field accepts. */
export const DATE_YEAR_MIN = 1970

const resolved = new Map<string, string>()

/** The tag Intl formats with for an app locale: its own when Intl has data, else English. */
export function intlLocale(appLocale: AppLocale): string {
  let tag = resolved.get(appLocale)
  if (tag === undefined) {
    const wanted = INTL_LOCALE[appLocale] ?? 'en-BW'
    tag =
      [wanted, ...ENGLISH_FALLBACK].find(
        (candidate) => Intl.DateTimeFormat.supportedLocalesOf([candidate]).length > 0,
      ) ?? 'en'
    resolved.set(appLocale, tag)
  }
  return tag
}

export type DateFormat = 'short' | 'fullWithTime' | 'dayMonthYear' | 'dayMonthYearTime'
export type DateInput = Date | string | number

export interface FormatOptions {
  /** IANA zone; the device's by default. Tests pin it (Botswana is Africa/Gaborone). */
  timeZone?: string
}

const OPTIONS: Record<'short' | 'fullWithTime' | 'numeric' | 'time', Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  fullWithTime: { dateStyle: 'full', timeStyle: 'short' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(appLocale: AppLocale, kind: keyof typeof OPTIONS, timeZone?: string) {
  const cacheKey = `${appLocale}|${kind}|${timeZone ?? ''}`
  let f = formatters.get(cacheKey)
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(appLocale), { ...OPTIONS[kind], timeZone })
    formatters.set(cacheKey, f)
  }
  return f
}

function dayMonthYear(date: Date, appLocale: AppLocale, timeZone?: string): string {
  const parts = formatter(appLocale, 'numeric', timeZone).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')}`
}

/** One of the four date formats; '' for a value that is not a date. */
export function formatDate(
  value: DateInput,
  format: DateFormat,
  appLocale: AppLocale,
  options: FormatOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const { timeZone } = options
  switch (format) {
    case 'short':
    case 'fullWithTime':
      return formatter(appLocale, format, timeZone).format(date)
    case 'dayMonthYear':
      return dayMonthYear(date, appLocale, timeZone)
    case 'dayMonthYearTime':
      return `${dayMonthYear(date, appLocale, timeZone)} ${formatter(appLocale, 'time', timeZone).format(date)}`
  }
}

// Number formats by locale and options. Making one costs far more than using it (currency
// formats most: about 0.2 ms each in Node, and on a slow phone /insurance spent about 130 ms of
// its 600 ms of script making one per amount shown).
const numberFormats = new Map<string, Intl.NumberFormat>()

export function formatNumber(
  value: number,
  appLocale: AppLocale,
  options?: Intl.NumberFormatOptions,
): string {
  // The six languages write a whole number below a thousand in Latin digits with no separator,
  // as String() does (dates.test.ts checks it against Intl). The first Intl format of a page
  // loads the engine's locale data: 74 ms in Chromium slowed four times, on the PGSI quiz,
  // whose counts ("question 3 of 9") need none of it.
  if (!options && Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  const cacheKey = options ? `${appLocale}|${JSON.stringify(options)}` : appLocale
  let format = numberFormats.get(cacheKey)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(appLocale), options)
    numberFormats.set(cacheKey, format)
  }
  return format.format(value)
}

/** An amount in Botswana pula (BWP), e.g. 'P 1,234.50' in English. */
export function formatCurrency(value: number, appLocale: AppLocale): string {
  return formatNumber(value, appLocale, { style: 'currency', currency: 'BWP' })
}
