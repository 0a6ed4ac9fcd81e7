/**
 * ScamLock's header (with the outbox badge and the scanner) and footer: the Verify area's
 * shell, loaded only with Verify pages (shells.tsx).
 */
import { Footer } from '../../components/layout/Footer'
import { Header } from '../../components/layout/Header'
import { OutboxBadge } from '../../features/outbox/components/OutboxBadge'
import { ScanQrButton } from '../../features/verify/scanner'

export function VerifyHeader() {
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

export { Footer as VerifyFooter }
