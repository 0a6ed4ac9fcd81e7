/**
 * Which link addresses a scheme's description may hold (docs/design.md section 4a): absolute
 * http, https or mailto, as the browser parses them. One rule for the staff editor (a refused
 * address gets a message while it is typed), the gateway that cleans a description before
 * storing it (server/src/insurance/rich-text.ts) and the public pages that show one
 * (src/features/insurance/components/RichText.tsx). No imports: the public pages load it.
 */
export const LINK_SCHEMES = ['http', 'https', 'mailto']

/** The address, normalised, if it is an absolute http, https or mailto URL. */
export function allowedHref(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  try {
    const url = new URL(raw.trim())
    return LINK_SCHEMES.includes(url.protocol.slice(0, -1)) ? url.href : undefined
  } catch {
    return undefined
  }
}

export const isAllowedLink = (raw: string) => allowedHref(raw) !== undefined
