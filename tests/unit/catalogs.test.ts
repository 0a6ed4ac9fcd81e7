// @vitest-environment node
/**
 * The catalogs under locales/ are current and sound. A message added in the code without
 * `npm run i18n:extract` would render as a hash id in production, so a stale
 * catalog fails here; so does a translation whose placeholders differ from the English.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCALES, textLang, type AppLocale } from '../../src/i18n/locales'
import { LANGUAGE_TAG } from '../../src/shared/language-tags'
import linguiConfig from '../../lingui.config'
import { placeholders, readPo } from '../../scripts/po'

const root = resolve(__dirname, '../..')
const catalog = (locale: string) => join(root, 'locales', locale, 'messages.po')
const scratch = mkdtempSync(join(tmpdir(), 'catalogs-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('catalogs', () => {
  it('hold exactly the messages in the code (run `npm run i18n:extract` when this fails)', () => {
    // With the app's extractors: the shared messages come from their table.
    writeFileSync(
      join(scratch, 'lingui.config.ts'),
      `import { EXTRACTORS } from '${root}/scripts/i18n/shared-messages'
      export default {
        sourceLocale: 'en', locales: ['en'], extractors: EXTRACTORS,
        catalogs: [{ path: '${scratch}/{locale}/messages', include: ['${root}/src'],
                     exclude: ['**/*.test.ts', '**/*.test.tsx'] }],
      }`,
    )
    execFileSync(
      join(root, 'node_modules/.bin/lingui'),
      ['extract', '--workers', '1', '--config', join(scratch, 'lingui.config.ts')],
      { cwd: root, stdio: 'pipe', env: { PATH: process.env.PATH, HOME: process.env.HOME } },
    )
    const fresh = readPo(join(scratch, 'en', 'messages.po')).map((entry) => entry.msgid)
    const committed = readPo(catalog('en')).map((entry) => entry.msgid)
    expect(committed.sort()).toEqual(fresh.sort())
  }, 60_000)

  it.each(LOCALES)('%s has the same messages as English', (locale) => {
    const english = readPo(catalog('en')).map((entry) => entry.msgid)
    expect(
      readPo(catalog(locale))
        .map((entry) => entry.msgid)
        .sort(),
    ).toEqual(english.sort())
  })

  it.each(LOCALES)('%s keeps every placeholder of the English message', (locale) => {
    const wrong = readPo(catalog(locale))
      .filter((entry) => entry.msgstr !== '')
      .filter((entry) => placeholders(entry.msgstr).join() !== placeholders(entry.msgid).join())
      .map((entry) => `${entry.msgid} → ${entry.msgstr}`)
    expect(wrong).toEqual([])
  })
})

describe('a language shown over another’s', () => {
  const { fallbackLocales = {} } = linguiConfig
  const fallbacks = Object.entries(fallbackLocales)
    .filter(([locale]) => locale !== 'default')
    .map(([locale, list]) => [locale, [list].flat()[0]] as [AppLocale, AppLocale])
  expect(fallbacks.length).toBeGreaterThan(0)

  it.each(fallbacks)(
    '%s says its pages are in the language of %s while most of its text is (TEXT_LANG)',
    (locale, fallback) => {
      const entries = readPo(catalog(locale))
      const own = entries.filter((entry) => entry.msgstr !== '').length
      const written = own > entries.length / 2 ? LANGUAGE_TAG[locale] : textLang(fallback)
      expect(textLang(locale)).toBe(written)
    },
  )
})

describe('placeholders()', () => {
  it.each([
    ['Hello {name}', ['name']],
    ['{count, plural, one {# item} other {# items}}', ['count']],
    ['Call <0>{helpline}</0>', ['<0>', 'helpline']],
    ['No placeholder', []],
  ])('%s', (message, expected) => {
    expect(placeholders(message)).toEqual(expected)
  })
})
