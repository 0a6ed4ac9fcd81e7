/**
 * One shell per area (docs/design.md section 1): the header and footer each area shows around its
 * pages. The root layout picks one by the page's address (src/config/areas.ts). An area
 * without a shell of its own yet uses the Verify one.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Suspense, type ComponentType } from 'react'
import { lazyExtra } from '../../components/lazy-extra'
import type { Area } from '../../config/areas'
import { Footer } from '../../components/layout/Footer'
import { Header } from '../../components/layout/Header'
import { LanguageSelect } from '../../components/layout/LanguageSelect'
import { OutboxBadge } from '../../features/outbox/components/OutboxBadge'
import { ScanQrButton } from '../../features/verify/scanner'
import { PortalFooter } from '../../features/self-help/components/PortalFooter'
import { PortalHeader } from '../../features/self-help/components/PortalHeader'

export interface Shell {
  /** The area's name, after the page's in the document title. */
  name: MessageDescriptor
  Header: ComponentType
  Footer: ComponentType
}

function VerifyHeader() {
  return (
    <Header
      actions={
        <>
          <OutboxBadge />
          <ScanQrButton variant="header" />
        </>
      }
    />
  )
}

const verify: Shell = { name: msg`ScamLock`, Header: VerifyHeader, Footer }

// The staff shell loads with the staff pages, never with a public one (issue 12 item 8).
const staffShell = () => import('../../features/staff/components/StaffHeader')
const LazyStaffHeader = lazyExtra(() => staffShell().then((m) => m.StaffHeader))
const LazyStaffFooter = lazyExtra(() => staffShell().then((m) => m.StaffFooter))

const staff: Shell = {
  name: msg`Staff area`,
  Header: () => (
    <Suspense fallback={<div className="site-header" />}>
      <LazyStaffHeader>
        <LanguageSelect />
      </LazyStaffHeader>
    </Suspense>
  ),
  Footer: () => (
    <Suspense fallback={null}>
      <LazyStaffFooter />
    </Suspense>
  ),
}

// The union's shell loads with the insurance pages: the other areas' first load stays lean.
const insuranceShell = () => import('../../features/insurance/components/InsuranceShell')
const LazyInsuranceHeader = lazyExtra(() => insuranceShell().then((m) => m.InsuranceHeader))
const LazyInsuranceFooter = lazyExtra(() => insuranceShell().then((m) => m.InsuranceFooter))

const insurance: Shell = {
  name: msg`BTU Member Portal`,
  Header: () => (
    <Suspense fallback={<div className="site-header" />}>
      <LazyInsuranceHeader />
    </Suspense>
  ),
  Footer: () => (
    <Suspense fallback={null}>
      <LazyInsuranceFooter />
    </Suspense>
  ),
}

export const SHELLS: Record<Area, Shell> = {
  verify,
  'self-help': { name: msg`Self Help Portal`, Header: PortalHeader, Footer: PortalFooter },
  insurance,
  staff,
}
