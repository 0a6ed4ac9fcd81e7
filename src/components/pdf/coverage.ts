/**
 * The characters the PDF's fonts keep (scripts/subset-fonts.ts cuts Noto Sans to these), and
 * what the PDF does with any other: English, French (é è ê ë à â ç î ï ô û ù ü ÿ œ æ, « » and
 * the narrow no-break space Intl puts in French dates) and Setswana (š ê ô) need Basic Latin,
 * Latin-1 and Latin Extended-A; names may carry combining accents typed separately, and ɛ ɔ
 * of some southern African orthographies.
 *
 * A name or a description may still hold a letter of another script or an emoji. Left to the
 * font it would print as nothing, and an answer would silently lose words; so it prints as
 * U+FFFD (a visible mark) and the structure element keeps the real text as /ActualText, which
 * screen readers and copy-paste use.
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
  [0xfffd, 0xfffd], // the replacement character, printed for anything else
]

const REPLACEMENT = '\uFFFD'

const covered = (char: string) => {
  const code = char.codePointAt(0)!
  return code === 0x0a || RANGES.some(([first, last]) => code >= first && code <= last)
}

/** `shown` is what the fonts can print; `actual` the original, when they could not. */
export function printable(text: string): { shown: string; actual?: string } {
  const chars = [...text]
  if (chars.every(covered)) return { shown: text }
  return { shown: chars.map((char) => (covered(char) ? char : REPLACEMENT)).join(''), actual: text }
}
