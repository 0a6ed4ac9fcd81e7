/** The outbox status store (status.ts) for React; apart so the sender's chunk needs no React. */
import { useSyncExternalStore } from 'react'
import { getOutboxStatus, subscribeOutboxStatus, type OutboxStatus } from './status'

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus, getOutboxStatus)
}
