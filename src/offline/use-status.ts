/** The outbox status store (status.ts) for React; apart so the sender's chunk needs no React. */
import { useSyncExternalStore } from 'react'
import { getOutboxStatus, subscribeOutboxStatus, type OutboxStatus } from './status'

// What a prerendered page shows (src/prerender.tsx): nothing waiting. Hydration starts from it,
// then React renders this device's own numbers (the mirror) at once.
const PRERENDERED: OutboxStatus = { waiting: 0, attention: 0, deliveredWhileClosed: [], lost: [] }

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus, () => PRERENDERED)
}
