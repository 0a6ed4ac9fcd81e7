import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Outlet, createRootRoute, useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LoadingOverlay } from '../components/LoadingOverlay'
import { LazyUpdatePrompt } from '../components/LazyUpdatePrompt'
import { ConfirmDialog } from '../components/dialogs/ConfirmDialog'
import { MessageDialog } from '../components/dialogs/MessageDialog'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'
import { InstallPrompt } from '../features/install/InstallPrompt'
import { OutboxBadge } from '../features/outbox/components/OutboxBadge'
import { OutboxNotices } from '../features/outbox/components/OutboxNotices'
import { ScanQrButton } from '../features/verify/scanner'

export const Route = createRootRoute({
  staticData: { title: msg`ScamLock` },
  component: RootLayout,
})

function RootLayout() {
  const { i18n } = useLingui()
  const last = useMatches({ select: (matches) => matches.at(-1)?.staticData })
  const page =
    last?.title && last.title !== Route.options.staticData?.title ? i18n._(last.title) : ''

  useEffect(() => {
    document.title = page ? i18n._(msg`${page} – ScamLock`) : i18n._(msg`ScamLock`)
  }, [page, i18n])

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <Header
        actions={
          <>
            <OutboxBadge />
            <ScanQrButton variant="header" />
          </>
        }
      />
      <main id="main" tabIndex={-1}>
        <OutboxNotices />
        <Outlet />
      </main>
      {!last?.hideFooter && <Footer />}
      <LazyUpdatePrompt />
      <InstallPrompt />
      <LoadingOverlay />
      <MessageDialog />
      <ConfirmDialog />
    </>
  )
}
