/**
 * A calendar day in words, "1 June 2027", in the reader's language: for dates a person must
 * read right (when their cover starts), where the numeric day/month/year of dates.ts could be
 * read either way round.
 *
 * Setswana is written from its own month names (CLDR's, which Botswana's calendars use) in the
 * order day, month, year: a browser may ship no Setswana data (Chromium's trimmed ICU), and
 * CLDR's Setswana pattern puts the year first, which is not how a date is written in
 * Botswana. The other languages go through Intl (dates.ts: the languages without data read
 * English).
 */
import { intlLocale, type AppLocale } from './dates'

const TSWANA_MONTHS = [
  'Ferikgong',
  'Tlhakole',
  'Mopitlo',
  'Moranang',
  'Motsheganang',
  'Seetebosigo',
  'Phukwi',
  'Phatwe',
  'Lwetse',
  'Diphalane',
  'Ngwanatsele',
  'Sedimonthole',
]

/** `day` ('YYYY-MM-DD', a calendar day, no time zone) in words; '' for anything else. */
export function dayInWords(day: string, appLocale: AppLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return ''
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (appLocale === 'ts') return `${date} ${TSWANA_MONTHS[month - 1] ?? ''} ${year}`
  return new Intl.DateTimeFormat(intlLocale(appLocale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)))
}

/** `month` ('YYYY-MM') in words, "June 2027", in the reader's language; '' for anything else. */
export function monthInWords(month: string, appLocale: AppLocale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return ''
  const [year, index] = [Number(match[1]), Number(match[2])]
  if (appLocale === 'ts') return `${TSWANA_MONTHS[index - 1] ?? ''} ${year}`
  return new Intl.DateTimeFormat(intlLocale(appLocale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 15)))
}
