/**
 * The words of the notices (src/shared/notices.ts) as the gateway reads them from the catalogs
 * (catalogs.ts): written in English, French and Setswana, the other locales falling back as the
 * app does; every placeholder filled; an SMS within two segments in every language; and a
 * support person's words without anything but a name, a date and the helpline.
 */
import { describe, expect, it } from 'vitest'
import linguiConfig from '../../../lingui.config'
import { longDate } from '../../../src/shared/exclusion-period'
import { intlLocale } from '../../../src/shared/dates'
import { APP_LOCALES } from '../../../src/shared/locales'
import { fillNotice, NOTICES } from '../../../src/shared/notices'
import { NOTICE_FALLBACKS, noticeWords, type NoticeAudience } from './catalogs'

const AUDIENCES = [
  ...new Set(Object.keys(NOTICES).map((key) => key.split('.').slice(0, 2).join('.'))),
] as NoticeAudience[]

// GSM 03.38's basic set and its extension (two septets each): anything else makes an SMS UCS-2.
const GSM =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€'

/** How many segments an SMS of `text` takes (153 septets or 67 UCS-2 characters each). */
function segments(text: string): number {
  const chars = [...text]
  if (chars.every((char) => GSM.includes(char) || GSM_EXTENDED.includes(char))) {
    const septets = chars.reduce((sum, char) => sum + (GSM_EXTENDED.includes(char) ? 2 : 1), 0)
    return septets <= 160 ? 1 : Math.ceil(septets / 153)
  }
  const units = text.length
  return units <= 70 ? 1 : Math.ceil(units / 67)
}

// The longest values a notice meets: a long month, a full name of 30 characters.
const valuesIn = (tag: string) => ({
  reference: 'EX-7K3M9Q2P',
  name: 'Kelebogile Mmaboipelo Sample',
  startsOn: longDate('2027-09-30', tag),
  endsOn: longDate('2027-09-30', tag),
  cancelledFrom: longDate('2027-09-30', tag),
  // A funeral claim's (server/src/insurance/claim-notices.ts).
  payout: 'P 25,000.00',
  reason: 'The burial order names another person.',
  // The warning before a funeral cover lapses (server/src/insurance/deductions.ts): a long
  // member number (a join's reference) and two months.
  memberNumber: 'MB-2Q4W6E8R',
  amount: 'P 1,126.00',
  months: 'Sedimonthole 2026 le Ngwanatsele 2026',
})

describe('the words of a notice', () => {
  it('fall back as the app’s catalogs do (lingui.config.ts)', () => {
    const fallbackLocales = (linguiConfig.fallbackLocales || {}) as Record<string, string[]>
    for (const locale of APP_LOCALES) {
      const configured = [fallbackLocales[locale] ?? []].flat()
      const expected =
        locale === 'en' ? ['en'] : [locale, ...(configured.length ? configured : ['en'])]
      expect(NOTICE_FALLBACKS[locale]).toEqual(expected)
    }
  })

  it.each(AUDIENCES)(
    '%s is written in English, French and Setswana, the others in Setswana',
    (audience) => {
      expect(noticeWords(audience, 'en').locale).toBe('en')
      expect(noticeWords(audience, 'fr').locale).toBe('fr')
      expect(noticeWords(audience, 'ts').locale).toBe('ts')
      for (const locale of ['kga', 'kal', 'shi'] as const) {
        expect(noticeWords(audience, locale)).toEqual(noticeWords(audience, 'ts'))
      }
      const english = noticeWords(audience, 'en')
      expect(noticeWords(audience, 'fr').text).not.toBe(english.text)
      expect(noticeWords(audience, 'ts').sms).not.toBe(english.sms)
    },
  )

  it.each(AUDIENCES)(
    '%s fills every placeholder and keeps its SMS within two segments',
    (audience) => {
      for (const locale of ['en', 'fr', 'ts'] as const) {
        const words = noticeWords(audience, locale)
        // The member's sign-in code (auth/member-auth.ts) carries its code and minutes.
        const values = { ...valuesIn(intlLocale(locale)), code: '048213', minutes: '10' }
        for (const part of [words.subject, words.text, words.sms]) {
          expect(fillNotice(part, values)).not.toMatch(/[{}]/)
        }
        expect(words.subject).not.toMatch(/\n/)
        const sms = fillNotice(words.sms, values)
        expect(segments(sms), `${locale} ${audience}: ${sms}`).toBeLessThanOrEqual(2)
        // The gambling helpline is in every exclusion notice, never in a union member's, a
        // funeral claim's or a premium's.
        if (
          audience.startsWith('memberCode') ||
          audience.startsWith('claim') ||
          audience.startsWith('deductions')
        ) {
          expect(words.text).not.toContain('19777')
        } else expect(words.text).toContain('19777')
      }
    },
  )

  it('tells a support person only a name, a date and the helpline', () => {
    for (const [key, template] of Object.entries(NOTICES)) {
      if (!key.includes('.support.')) continue
      const placeholders = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      expect(
        placeholders.every((name) => ['name', 'endsOn', 'cancelledFrom'].includes(name!)),
      ).toBe(true)
      if (!key.endsWith('.subject')) expect(template).toContain('support person')
    }
  })

  it('writes dates in the words of the notice’s language', () => {
    expect(longDate('2027-09-30', intlLocale('fr'))).toBe('30 septembre 2027')
    expect(longDate('2027-09-30', intlLocale('en'))).toBe('30 September 2027')
  })
})
