/**
 * Counts page views for the install offer's moment (install-state.ts) and shows the offer,
 * loading its panel only when there is one: this slot is in every page's first load.
 */
import { useLocation } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { lazyExtra } from '../../components/lazy-extra'
import { notePageView, useInstallOffer } from './install-state'

const InstallPanel = lazyExtra(() => import('./InstallPanel').then((m) => m.default))

export function InstallPrompt() {
  const offer = useInstallOffer()
  const pathname = useLocation({ select: (location) => location.pathname })

  useEffect(() => notePageView(pathname.startsWith('/submitted/')), [pathname])

  if (offer === 'none') return null
  return (
    <Suspense fallback={null}>
      <InstallPanel offer={offer} />
    </Suspense>
  )
}
