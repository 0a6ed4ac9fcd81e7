/**
 * What a scanned QR code may make the app do (docs/design.md section 6): follow a promotion check
 * of this app, or open the check of an exclusion's proof, and nothing else. A verification app
 * must not send its users to the links it is meant to check, so everything that is not exactly
 * `/qr-verify/promotion/<code>/<promo>` or `/verify/exclusion/<token>` (a compact JWS, checked
 * on that page with no network), as a path or as a URL on our own origin, comes back as text to
 * show, never to open.
 *
 * The raw string is checked before any URL parser sees it, because parsers "repair" input:
 * WHATWG URL turns `\` into `/`, drops tabs and newlines, resolves `..` and decodes the host,
 * which is how `https://our.origin\@evil` or `https://our.origin%2F@evil` style tricks slip
 * through a check done on the parsed result. After the raw checks, the parsed URL must agree
 * (same origin, no user info), as a second lock. Codes are then held to the very rules the
 * promotion form and the gateway use (src/shared/schemas/verify.ts).
 */
import * as v from 'valibot'
import { MAX_PROOF_LENGTH } from '../../shared/exclusion-proof'
import { promotionVerifySchema } from '../../shared/schemas/verify'

export type QrContent =
  | { kind: 'promotion'; code: string; promo: string }
  | { kind: 'exclusion-proof'; token: string }
  | { kind: 'unsafe'; text: string }

/** What a scan may lead to: anything but text to show. */
export type FoundContent = Exclude<QrContent, { kind: 'unsafe' }>

/** A QR code holds at most about 4,300 characters; our own links are under 100. */
export const MAX_QR_LENGTH = 2048

/** C0 and C1 controls, and the bidirectional overrides that make text read other than it is. */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/

const PATH = /^\/qr-verify\/promotion\/([^/?#]+)\/([^/?#]+)\/?$/
const SEGMENT = /^[A-Za-z0-9-]+$/
const PROOF = /^\/verify\/exclusion\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\/?$/

/**
 * Reads scanned text. `origin` is this app's origin (`location.origin`), passed in so the rule
 * is testable and never guesses.
 */
export function parseQrContent(input: string, origin: string): QrContent {
  const unsafe: QrContent = { kind: 'unsafe', text: displayText(input) }
  if (input.length > MAX_QR_LENGTH) return unsafe
  const text = input.trim()
  if (text === '' || HIDDEN_CHARACTERS.test(text) || text.includes('\\')) return unsafe

  let path: string
  if (text.startsWith('/') && !text.startsWith('//')) {
    path = text
  } else {
    const ownOrigin = origin.replace(/\/+$/, '')
    if (!/^https?:\/\/[^/?#@\\]+$/i.test(ownOrigin)) return unsafe
    // Exactly our origin, then the path: `https://our.origin@evil`, `https://our.origin.evil`
    // and `https://our.origin:444` all fail here, whatever a parser would make of them.
    if (text.slice(0, ownOrigin.length).toLowerCase() !== ownOrigin.toLowerCase()) return unsafe
    path = text.slice(ownOrigin.length)
    if (!path.startsWith('/') || path.startsWith('//')) return unsafe
    if (!sameOrigin(text, ownOrigin)) return unsafe
  }

  // A proof's token is base64url and dots only: nothing to decode, and the page checks it.
  const proof = PROOF.exec(path)
  if (proof)
    return proof[1]!.length <= MAX_PROOF_LENGTH
      ? { kind: 'exclusion-proof', token: proof[1]! }
      : unsafe

  const match = PATH.exec(path)
  if (!match) return unsafe
  const code = decodeSegment(match[1]!)
  const promo = decodeSegment(match[2]!)
  if (code === undefined || promo === undefined) return unsafe

  const checked = v.safeParse(promotionVerifySchema, { code, promo })
  if (!checked.success) return unsafe
  return { kind: 'promotion', code: checked.output.code, promo: checked.output.promo }
}

/** Percent-decoded, and only letters, digits and hyphens: no encoded `/`, `.`, `\` or spaces. */
function decodeSegment(segment: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return undefined // a malformed escape such as `%E0%A4%A`
  }
  return SEGMENT.test(decoded) ? decoded : undefined
}

function sameOrigin(text: string, origin: string): boolean {
  try {
    const url = new URL(text)
    return url.origin === new URL(origin).origin && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/**
 * The content as it may be shown: cut to the cap, hidden characters made visible as U+FFFD,
 * so what the user reads is what the code holds. React escapes it; it is never a link.
 */
export function displayText(input: string): string {
  const cut = input.length > MAX_QR_LENGTH ? `${input.slice(0, MAX_QR_LENGTH)}…` : input
  return cut.replace(new RegExp(HIDDEN_CHARACTERS.source, 'g'), '\uFFFD')
}
