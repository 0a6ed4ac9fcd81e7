/**
 * The document title of a page: "<page> – ScamLock", or "ScamLock" alone for a page without a
 * title of its own. One function for the root layout, which sets it as pages change, and for
 * the build's prerender (src/prerender.tsx), which writes it into each page's <title>.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export function documentTitle(i18n: I18n, pageTitle: MessageDescriptor | undefined): string {
  const page = pageTitle ? i18n._(pageTitle) : ''
  return page ? i18n._(msg`${page} – ScamLock`) : i18n._(msg`ScamLock`)
}
