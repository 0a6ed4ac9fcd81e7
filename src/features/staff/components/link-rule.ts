/**
 * Which link addresses a scheme's description may hold: absolute http, https or mailto, the
 * rule the gateway applies when it cleans a description (server/src/insurance/rich-text.ts)
 * and the public pages apply when they show one. Checked in the editor, so a refused address
 * gets a message while the person is still typing it, not a silent drop on save.
 */
const SCHEMES = new Set(['http:', 'https:', 'mailto:'])

export function isAllowedLink(raw: string): boolean {
  try {
    const url = new URL(raw.trim())
    return SCHEMES.has(url.protocol) && (url.protocol === 'mailto:' || url.hostname !== '')
  } catch {
    return false
  }
}
