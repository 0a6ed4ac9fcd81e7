import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Outlet, createRootRoute, useLocation, useMatches } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { lazyExtra } from '../components/lazy-extra'
import { releaseHeldSubmit } from '../held-submit'
import { RootError } from '../components/RouteError'
import { LoadingOverlay } from '../components/LoadingOverlay'
import { usePageTitleOverride } from '../components/PageTitle'
import { Dialogs } from '../components/dialogs/Dialogs'
import { areaOf } from '../config/areas'
import { documentTitle } from './-components/document-title'
import { SHELLS } from './-components/shells'

// Nothing of these is needed for the first paint: each is drawn right after it, which keeps
// the first page's JavaScript within its budget (docs/design.md section 7). The small ones
// every page needs (the update offer's registration, the install offer, the outbox notices)
// come in the app's chunk (vite.config.ts); the others are chunks of their own.
// Only for the three languages whose catalogs are not complete.
const TranslationNotice = lazyExtra(() =>
  import('../components/layout/TranslationNotice').then((m) => m.TranslationNotice),
)
const UpdatePrompt = lazyExtra(() => import('../components/UpdatePrompt').then((m) => m.default))
const InstallPrompt = lazyExtra(() =>
  import('../features/install/InstallPrompt').then((m) => m.InstallPrompt),
)
const OutboxNotices = lazyExtra(() =>
  import('../features/outbox/components/OutboxNotices').then((m) => m.OutboxNotices),
)

export const Route = createRootRoute({
  staticData: { title: msg`ScamLock` },
  component: RootLayout,
  errorComponent: RootError,
})

const PARTIAL_LOCALES = ['kga', 'kal', 'shi']

/**
 * Committed with the page itself and with the header (each in its own Suspense boundary, which
 * React takes over one at a time): once both are, the page's forms and the header's controls
 * (Quick exit's Shift key) are the app's, `html[data-app-ready]` says so, and a submit held
 * before (src/held-submit.ts) is made again.
 */
const READY_PARTS = new Set<string>()
function PartReady({ part }: { part: 'header' | 'page' }) {
  useEffect(() => {
    READY_PARTS.add(part)
    if (READY_PARTS.has('header') && READY_PARTS.has('page')) releaseHeldSubmit()
  }, [part])
  return null
}

function RootLayout() {
  const { i18n } = useLingui()
  const last = useMatches({ select: (matches) => matches.at(-1)?.staticData })
  const override = usePageTitleOverride()
  const shell = SHELLS[areaOf(useLocation({ select: (location) => location.pathname }))]
  const pageTitle = override ?? last?.title
  const title = documentTitle(
    i18n,
    pageTitle !== Route.options.staticData?.title ? pageTitle : undefined,
    shell.name,
  )

  useEffect(() => {
    document.title = title
  }, [title])

  // The header, the page and the footer each in a Suspense boundary: taking over a prerendered
  // page (hydration) is then done a part at a time, in short tasks, instead of one long one
  // that keeps a slow phone from answering a tap (Lighthouse's total blocking time halved).
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <Suspense fallback={null}>
        <shell.Header>
          <PartReady part="header" />
        </shell.Header>
      </Suspense>
      <main id="main" tabIndex={-1}>
        {PARTIAL_LOCALES.includes(i18n.locale) && (
          <Suspense fallback={null}>
            <TranslationNotice />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <OutboxNotices />
        </Suspense>
        <Suspense fallback={null}>
          <Outlet />
          <PartReady part="page" />
        </Suspense>
      </main>
      <Suspense fallback={null}>{!last?.hideFooter && <shell.Footer />}</Suspense>
      <Suspense fallback={null}>
        <UpdatePrompt />
        <InstallPrompt />
      </Suspense>
      <LoadingOverlay />
      <Dialogs />
    </>
  )
}
