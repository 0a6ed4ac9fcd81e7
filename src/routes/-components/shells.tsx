/**
 * One shell per area (DESIGN.md section 1): the header and footer each area shows around its
 * pages. The root layout picks one by the page's address (src/config/areas.ts). An area
 * without a shell of its own yet uses the Verify one.
 */
import type { I18n } from '@lingui/core'
import type { ComponentType } from 'react'
import type { Area } from '../../config/areas'
import { Footer } from '../../components/layout/Footer'
import { Header } from '../../components/layout/Header'
import {
  InsuranceFooter,
  InsuranceHeader,
  insuranceTitle,
} from '../../features/insurance/components/InsuranceShell'
import { OutboxBadge } from '../../features/outbox/components/OutboxBadge'
import { ScanQrButton } from '../../features/verify/scanner'

export interface Shell {
  Header: ComponentType
  Footer: ComponentType
  /** The document title for a page title ('' for none); ScamLock's when absent. */
  title?: (i18n: I18n, page: string) => string
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

const verify: Shell = { Header: VerifyHeader, Footer }

export const SHELLS: Record<Area, Shell> = {
  verify,
  'self-help': verify,
  insurance: { Header: InsuranceHeader, Footer: InsuranceFooter, title: insuranceTitle },
  staff: verify,
}
