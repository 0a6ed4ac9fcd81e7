/**
 * Whether the portal's header shows what waits in the outbox (PortalOutbox.tsx): something
 * waiting to send or needing attention, and no veil drawn by Quick exit
 * (src/config/outbox-veil.ts): after a Quick exit the portal shows none of what it had in the
 * outbox until the person opens `/outbox` themselves. One rule in one place. The veil's flag is
 * read here directly rather than through outbox-veil.ts, which would bring React's store hook
 * and the areas table into every portal page's header.
 */
import { OUTBOX_VEIL_KEY } from '../../config/private-keys'
import type { OutboxStatus } from '../../offline/status'

function veiled(): boolean {
  try {
    return localStorage.getItem(OUTBOX_VEIL_KEY) !== null
  } catch {
    return false
  }
}

export function shouldShowOutboxOnPortal({
  waiting,
  attention,
}: Pick<OutboxStatus, 'waiting' | 'attention'>): boolean {
  return waiting + attention > 0 && !veiled()
}
