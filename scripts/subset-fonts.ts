/**
 * The fonts of the application PDF (src/features/submitted/pdf/fonts/): Noto Sans Regular and
 * Bold (SIL OFL 1.1, from @expo-google-fonts/noto-sans) cut down to the Latin letters the six
 * languages and people's names need, with HarfBuzz's subsetter (subset-font).
 *
 * Why: the service worker precaches them so the PDF can be made offline, and every visitor
 * downloads the precache, whether or not they ever press the button. The whole fonts are
 * 629 KB each (Latin, Greek, Cyrillic, Vietnamese); this cut is about 47 KB each.
 *
 * Why committed rather than made by the build: the build's configuration is shared by every
 * area, and the cut only changes when the ranges below or the package change. `npx tsx
 * scripts/subset-fonts.ts` writes them again; the fonts' test fails when the committed files
 * differ from what this script makes, so they cannot drift silently.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'

const SOURCE = 'node_modules/@expo-google-fonts/noto-sans'
export const FONTS_DIR = 'src/features/submitted/pdf/fonts'

export const FONTS = [
  { source: '400Regular/NotoSans_400Regular.ttf', target: 'NotoSans-Regular.ttf' },
  { source: '700Bold/NotoSans_700Bold.ttf', target: 'NotoSans-Bold.ttf' },
] as const

/**
 * English, French (é è ê ë à â ç î ï ô û ù ü ÿ œ æ, « » and the narrow no-break space Intl puts
 * in French dates) and Setswana (š ê ô) need Basic Latin, Latin-1 and Latin Extended-A. Names
 * may carry combining accents typed separately, and ɛ ɔ of some southern African orthographies.
 */
export const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x100, 0x17f], // Latin Extended-A
  [0x186, 0x186], // Ɔ
  [0x190, 0x190], // Ɛ
  [0x254, 0x254], // ɔ
  [0x25b, 0x25b], // ɛ
  [0x300, 0x36f], // Combining Diacritical Marks
  [0x2000, 0x206f], // General Punctuation (dashes, quotes, ellipsis, narrow no-break space)
  [0x20ac, 0x20ac], // €
  [0x2116, 0x2116], // №
]

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
