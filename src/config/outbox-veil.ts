/**
 * After the portal's Quick exit, what it had in the outbox stays there (a submission is kept
 * until it is delivered) but the portal's pages stop showing it: its confirmation page, the
 * notices every page shows, the portal's own outbox page and the correction of a refused
 * entry. A person hiding an application must not have it shown to whoever picks up the phone
 * next and presses Back. The veil covers the portal's references (EX, RP, CP, CN, TK) made
 * before the Quick exit, and lifts when someone opens the outbox outside the portal (`/outbox`,
 * OutboxPage.tsx): the one place that lists everything this device holds.
 *
 * A flag on the device, in localStorage beside the outbox's own mirror (src/offline/status.ts),
 * so that a page reads it at once, before the outbox's database has loaded. Quick exit writes
 * it (src/drafts/private-data.ts); only the pages that show the outbox load this module.
 */
import { useSyncExternalStore } from 'react'
import { referenceArea } from './areas'
import { OUTBOX_VEIL_KEY as KEY } from './private-keys'

type Listener = () => void
const listeners = new Set<Listener>()
const tell = () => {
  for (const listener of [...listeners]) listener()
}

/** When the veil was drawn, epoch ms; undefined when there is none. */
export function veiledBefore(): number | undefined {
  try {
    const at = Number(localStorage.getItem(KEY) ?? Number.NaN)
    return Number.isFinite(at) ? at : undefined
  } catch {
    return undefined
  }
}

/** Shows everything again: the person opened the outbox themselves. */
export function liftVeil(): void {
  if (veiledBefore() === undefined) return
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Storage disabled: there was no veil to lift.
  }
  tell()
}

/**
 * Whether a page of the portal must not show this reference. Without `createdAt` (a notice
 * knows only the reference), every portal reference is hidden while the veil holds.
 */
export function isVeiled(reference: string, createdAt?: number): boolean {
  const at = veiledBefore()
  if (at === undefined || referenceArea(reference) !== 'self-help') return false
  return createdAt === undefined || createdAt <= at
}

export function subscribeVeil(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The veil for React: a page that hides veiled entries renders again when it lifts. */
export const useVeiledBefore = () =>
  useSyncExternalStore(subscribeVeil, veiledBefore, () => undefined)
