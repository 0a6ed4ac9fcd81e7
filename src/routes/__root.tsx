import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Outlet, createRootRoute, useLocation, useMatches } from '@tanstack/react-router'
import { Suspense, lazy, useEffect } from 'react'
import { LoadingOverlay } from '../components/LoadingOverlay'
import { usePageTitleOverride } from '../components/PageTitle'
import { ConfirmDialog } from '../components/dialogs/ConfirmDialog'
import { MessageDialog } from '../components/dialogs/MessageDialog'
import { areaOf } from '../config/areas'
import { SHELLS } from './-components/shells'

// Nothing of these is needed for the first paint: each loads as its own chunk right after it,
// which keeps the first page's JavaScript within its budget (DESIGN.md section 7).
// Only for the three languages whose catalogs are not complete.
const TranslationNotice = lazy(() =>
  import('../components/layout/TranslationNotice').then((m) => ({
    default: m.TranslationNotice,
  })),
)
const UpdatePrompt = lazy(() => import('../components/UpdatePrompt'))
const InstallPrompt = lazy(() =>
  import('../features/install/InstallPrompt').then((m) => ({ default: m.InstallPrompt })),
)
const OutboxNotices = lazy(() =>
  import('../features/outbox/components/OutboxNotices').then((m) => ({
    default: m.OutboxNotices,
  })),
)

export const Route = createRootRoute({
  staticData: { title: msg`ScamLock` },
  component: RootLayout,
})

const PARTIAL_LOCALES = ['kga', 'kal', 'shi']

function RootLayout() {
  const { i18n } = useLingui()
  const last = useMatches({ select: (matches) => matches.at(-1)?.staticData })
  const override = usePageTitleOverride()
  const shell = SHELLS[areaOf(useLocation({ select: (location) => location.pathname }))]
  const title = override ?? last?.title
  const page = title && title !== Route.options.staticData?.title ? i18n._(title) : ''

  const area = i18n._(shell.name)
  useEffect(() => {
    document.title = page && page !== area ? i18n._(msg`${page} – ${area}`) : area
  }, [page, area, i18n])

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <shell.Header />
      <main id="main" tabIndex={-1}>
        {PARTIAL_LOCALES.includes(i18n.locale) && (
          <Suspense fallback={null}>
            <TranslationNotice />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <OutboxNotices />
        </Suspense>
        <Outlet />
      </main>
      {!last?.hideFooter && <shell.Footer />}
      <Suspense fallback={null}>
        <UpdatePrompt />
        <InstallPrompt />
      </Suspense>
      <LoadingOverlay />
      <MessageDialog />
      <ConfirmDialog />
    </>
  )
}
