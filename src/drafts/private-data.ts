/**
 * What a person may not want the next user of a shared phone to find, and where it is kept,
 * so Quick exit (self-help) can remove it without loading the features that wrote it (a
 * feature never imports another). First the PGSI answers; then every portal form:
 *
 * - `pgsi-answers` in sessionStorage: the quiz answers, by default for this tab only.
 * - `pgsi-answers-kept` in localStorage: the answers of a person who chose "Keep my answers
 *   on this device".
 * - `pgsi-answers` in localStorage: where older versions kept them; read once, moved.
 * - The drafts of the portal's forms (PORTAL_DRAFT_KEYS, in src/drafts): an application
 *   started and not sent. The other areas' drafts stay (a union member's half-filled join,
 *   a product pre-registration): they say nothing about gambling, and Quick exit is the
 *   portal's (docs/decisions.md).
 * - `submission:<reference>` in sessionStorage (src/journey/snapshot.ts): the answers of a
 *   portal submission kept in its tab for the PDF.
 * - What the portal has in the outbox is kept, since it is a submission, but veiled from the
 *   portal's pages (src/config/outbox-veil.ts).
 */
import { referenceArea } from '../config/areas'
import { OUTBOX_VEIL_KEY } from '../config/private-keys'
import { forgetDrafts } from './store'

export const PGSI_SESSION_KEY = 'pgsi-answers'
export const PGSI_KEPT_KEY = 'pgsi-answers-kept'
export const PGSI_LEGACY_KEY = 'pgsi-answers'

/**
 * The draft keys of the portal's forms: their journeys' ids. A test finds every journey
 * under /self-help and fails when one is missing here (private-data.test.ts).
 */
export const PORTAL_DRAFT_KEYS = [
  'exclusion-self',
  'exclusion-third-party',
  'exclusion-appeal',
  'exclusion-cancel',
  'complaint',
  'counselling',
  'report',
  'talk',
] as const

/**
 * The prefix of a submission's PDF answers in sessionStorage, as src/journey/snapshot.ts writes
 * them (private-data.test.ts holds the two together; an import would tie the submit's code to
 * the portal's header).
 */
export const SNAPSHOT_PREFIX = 'submission:'

/**
 * Removes everything above from this device at once, but the drafts' bytes, whose deletion
 * the returned promise is: the drafts are forgotten at once all the same (src/drafts/store.ts,
 * `forgetDrafts`). Storage that is disabled holds nothing.
 *
 * The draft store comes with the portal's header rather than on demand: fetched at the press,
 * it could come too late on a first visit's slow line, and a draft would greet the next person.
 */
export function forgetPrivateData(): Promise<void> {
  try {
    localStorage.removeItem(PGSI_KEPT_KEY)
    localStorage.removeItem(PGSI_LEGACY_KEY)
    localStorage.setItem(OUTBOX_VEIL_KEY, String(Date.now()))
  } catch {
    // Storage disabled: nothing was kept there.
  }
  try {
    sessionStorage.removeItem(PGSI_SESSION_KEY)
    const snapshots = Object.keys(sessionStorage).filter(
      (key) =>
        key.startsWith(SNAPSHOT_PREFIX) &&
        referenceArea(key.slice(SNAPSHOT_PREFIX.length)) === 'self-help',
    )
    for (const key of snapshots) sessionStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing was kept there.
  }
  return forgetDrafts(PORTAL_DRAFT_KEYS)
}
