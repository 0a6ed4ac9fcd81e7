/** `npm run i18n:coverage`: each language's translated share of the English messages. */
import { join } from 'node:path'
import { LOCALES, NATIVE_NAMES } from '../src/i18n/locales'
import { readPo } from './po'

const total = readPo(join('locales', 'en', 'messages.po')).length
console.log(`${total} messages in English\n`)
console.log('| language | key | translated | share |')
console.log('|---|---|---|---|')
for (const locale of LOCALES) {
  const entries = readPo(join('locales', locale, 'messages.po'))
  const done = locale === 'en' ? total : entries.filter((entry) => entry.msgstr !== '').length
  const share = total === 0 ? 100 : (100 * done) / total
  console.log(
    `| ${NATIVE_NAMES[locale]} | ${locale} | ${done} / ${total} | ${share.toFixed(1)} % |`,
  )
}
