/**
 * The fonts of the application PDF (src/components/pdf/fonts/): Noto Sans Regular and
 * Bold (SIL OFL 1.1, from @expo-google-fonts/noto-sans) cut down to the Latin letters the six
 * languages and people's names need, with HarfBuzz's subsetter (subset-font).
 *
 * Why: the service worker precaches them so the PDF can be made offline, and every visitor
 * downloads the precache, whether or not they ever press the button. The whole fonts are
 * 629 KB each (Latin, Greek, Cyrillic, Vietnamese); this cut is about 47 KB each.
 *
 * Why committed rather than made by the build: the build's configuration is shared by every
 * area, and the cut only changes when the ranges (src/components/pdf/coverage.ts) or
 * the package change. `npx tsx scripts/subset-fonts.ts` writes them again; the fonts' test
 * fails when the committed files differ from what this script makes, so they cannot drift.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { RANGES } from '../src/components/pdf/coverage'

const SOURCE = 'node_modules/@expo-google-fonts/noto-sans'
export const FONTS_DIR = 'src/components/pdf/fonts'

export const FONTS = [
  { source: '400Regular/NotoSans_400Regular.ttf', target: 'NotoSans-Regular.ttf' },
  { source: '700Bold/NotoSans_700Bold.ttf', target: 'NotoSans-Bold.ttf' },
] as const

/** Every character of the ranges the PDF prints (src/components/pdf/coverage.ts). */
export const subsetText = (): string =>
  RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  ).join('')

export async function makeSubset(source: string): Promise<Buffer> {
  // No layout closure: glyphs reachable only through substitutions (ligatures, small capitals,
  // alternates) stay out, 56 KB -> 47 KB each; kerning and accent placement (GPOS) remain.
  return subsetFont(readFileSync(join(SOURCE, source)), subsetText(), {
    targetFormat: 'sfnt',
    noLayoutClosure: true,
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const font of FONTS) {
    const bytes = await makeSubset(font.source)
    writeFileSync(join(FONTS_DIR, font.target), bytes)
    console.log(`${font.target}: ${bytes.length} bytes`)
  }
  writeFileSync(join(FONTS_DIR, 'OFL.txt'), readFileSync(join(SOURCE, 'LICENSE_FONT')))
}
