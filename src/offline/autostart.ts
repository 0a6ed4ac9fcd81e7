/**
 * When the outbox starts (the route budget). The outbox (start.ts: Dexie, the sender, the
 * notices' data) is 35 KiB of JavaScript that most visits never need: someone checking a code
 * has nothing to send. So the root starts it only
 *
 * - at once, when this device has entries waiting: the localStorage mirror (status.ts) names
 *   them, without opening the database; entries the service worker delivered while the app was
 *   closed are still in the mirror, so their notice is shown too;
 * - or at the first kick (status.ts `kickSender`), which is how a form says it saved an entry.
 *   The sender sends at start, so that first kick is not lost.
 *
 * A form loads the outbox itself (`await import('../offline/outbox-on-submit')`) when it submits, so its
 * page does not carry Dexie either.
 */
import { onKick, readMirror } from './status'

export function startOutboxWhenNeeded(): void {
  const start = () => void import('./start').then((outbox) => outbox.startOutbox())
  if (readMirror().length > 0) return start()
  const stop = onKick(() => {
    stop()
    start()
  })
}
