import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The nine header links of the Verify area, in their agreed order. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: '/about-us', label: msg`About Us` },
  { to: '/verify/document', label: msg`Verify Document` },
  { to: '/', label: msg`Verify Product` },
  { to: '/verification-sites', label: msg`Verification Sites` },
  { to: '/product-pre-registration', label: msg`Pre-Registration` },
  { to: '/terms-and-conditions', label: msg`Terms & Conditions` },
  { to: '/verify/agent', label: msg`Verify Agent` },
  { to: '/verify/promotion', label: msg`Verify Promotion` },
  { to: '/verify/callerId', label: msg`Caller ID Check` },
]

/**
 * The Verify area's forms offered in its footer, on every page of the area: the header holds its
 * nine agreed links in one row on a laptop's screen, and has no room for a tenth
 * (docs/decisions.md, "Report a fake").
 */
export const FOOTER_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: '/verify/report', label: msg`Report a fake` },
  { to: '/verify/report-call', label: msg`Report a scam call` },
]

export const AREA_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: '/self-help', label: msg`Self-help portal` },
  { to: '/insurance', label: msg`Insurance` },
]
