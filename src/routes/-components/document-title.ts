/**
 * The document title of a page: "<page> – <area>", or the area's name alone for a page
 * without a title of its own (or one that repeats the area's). One function for the root
 * layout, which sets it as pages change, and for the build's prerender (src/prerender.tsx),
 * which writes it into each page's <title>, so the two never disagree.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export function documentTitle(
  i18n: I18n,
  pageTitle: MessageDescriptor | undefined,
  areaName: MessageDescriptor,
): string {
  const page = pageTitle ? i18n._(pageTitle) : ''
  const area = i18n._(areaName)
  return page && page !== area ? i18n._(msg`${page} – ${area}`) : area
}
