/**
 * How a site's contact details become links. A verification app must be strict about the
 * links it shows (docs/design.md section 6): only an https website becomes a link (http could be
 * altered on the way; javascript: or data: must never be clickable), and a phone number or an
 * email address becomes a tel: or mailto: link only when it looks like one. Anything else
 * is shown as plain text.
 */
import { normalizePhone } from '../../shared/rules'

/** The address to link to, when the website is a well-formed https URL. */
export function websiteHref(website: string | undefined): string | undefined {
  if (!website) return undefined
  try {
    const url = new URL(website.trim())
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Anything a phone can dial: digits, with a plus sign first for an international number. Looser
 * than the phone rule of forms (PHONE_PATTERN), which refuses a leading 0: a toll-free
 * 0800 number or a short code must still be one tap away.
 */
const DIALLABLE = /^\+?[0-9]{3,15}$/

/** `tel:` with the number as dialled (no spaces, brackets or hyphens), when it is one. */
export function phoneHref(phone: string): string | undefined {
  const dialled = normalizePhone(phone).replace(/-/g, '')
  return DIALLABLE.test(dialled) ? `tel:${dialled}` : undefined
}

/** One address, no spaces, one @, a dot in the domain: enough to refuse anything odd. */
const EMAIL = /^[^\s@?#&]+@[^\s@?#&/]+\.[^\s@?#&/]+$/

export function emailHref(email: string): string | undefined {
  const address = email.trim()
  return EMAIL.test(address) ? `mailto:${address}` : undefined
}

/** The website as people read it: without the scheme and a lone trailing slash. */
export function websiteText(href: string): string {
  return href.replace(/^https:\/\//, '').replace(/\/$/, '')
}
