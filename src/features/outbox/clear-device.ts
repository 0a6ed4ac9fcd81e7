/**
 * "Clear this device" (docs/decisions.md): every key first (src/shared/sealed.ts), so that
 * every draft and every outbox entry is unreadable at once, whatever becomes of the deletions
 * that follow; then the drafts, the outbox (sent or not), and what Quick exit removes, for
 * every area rather than the portal's alone.
 */
import { forgetAllDrafts } from '../../drafts/store'
import { forgetPrivateData, SNAPSHOT_PREFIX } from '../../drafts/private-data'
import { clearOutbox } from '../../offline/outbox'
import { canSeal, dropAllKeys } from '../../shared/sealed'

export async function clearDevice(): Promise<void> {
  if (canSeal()) await dropAllKeys().catch(() => undefined)
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(SNAPSHOT_PREFIX)) sessionStorage.removeItem(key)
    }
  } catch {
    // Storage disabled: nothing was kept there.
  }
  await Promise.all([forgetPrivateData(), forgetAllDrafts(), clearOutbox()])
}
