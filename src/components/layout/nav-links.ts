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

export const AREA_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: '/self-help', label: msg`Self-help portal` },
  { to: '/insurance', label: msg`Insurance` },
]
