// subset-font 2.9 ships no types; the call scripts/subset-fonts.ts makes (its README's API).
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; noLayoutClosure?: boolean },
  ): Promise<Buffer>
}
