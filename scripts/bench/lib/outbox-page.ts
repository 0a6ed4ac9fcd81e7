/**
 * The outbox bench's page code (scripts/bench/outbox.ts bundles it with Vite and runs it in
 * Chromium, on a page of the gateway's own origin): both sides of outbox-sides.ts on the
 * browser's real IndexedDB, Web Locks and XHR.
 */
import { outboxSides } from './outbox-sides'

declare global {
  var outboxBench: typeof outboxSides
}

globalThis.outboxBench = outboxSides
