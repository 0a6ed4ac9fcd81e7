// @vitest-environment node
/**
 * The committed fonts are exactly what scripts/subset-fonts.ts makes from the pinned Noto Sans
 * (so they cannot drift from the script, or be replaced by a stray file), and the ranges they
 * keep hold every letter of every catalog, so no translated sentence prints an empty box.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONTS, FONTS_DIR, makeSubset, subsetText } from '../../../scripts/subset-fonts'
import { APP_LOCALES } from '../../shared/dates'

describe('the fonts of the PDF', () => {
  it.each(FONTS)('$target is the subset the script makes', async ({ source, target }) => {
    const committed = readFileSync(join(FONTS_DIR, target))
    expect(committed.length).toBeLessThan(60_000)
    expect(Buffer.compare(committed, await makeSubset(source))).toBe(0)
  })

  it('keep every letter of every language the app speaks', () => {
    const kept = new Set(subsetText())
    for (const locale of APP_LOCALES) {
      const catalog = readFileSync(`locales/${locale}/messages.po`, 'utf8')
      const texts = [...catalog.matchAll(/^msg(?:id|str) "(.*)"$/gm)].map((match) => match[1])
      const missing = new Set([...texts.join('')].filter((char) => !kept.has(char)))
      expect([...missing], locale).toEqual([])
    }
  })
})
