/**
 * Whether the portal's header shows what waits in the outbox (PortalOutbox.tsx): something
 * waiting to send or needing attention. One rule in one place, so that whatever else decides
 * it (what Quick exit hides, for one) is added here and nowhere else.
 */
import type { OutboxStatus } from '../../offline/status'

export function shouldShowOutboxOnPortal({
  waiting,
  attention,
}: Pick<OutboxStatus, 'waiting' | 'attention'>): boolean {
  return waiting + attention > 0
}
