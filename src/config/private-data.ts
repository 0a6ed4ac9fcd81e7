/**
 * What a person may not want the next user of a shared phone to find, and where it is kept,
 * so Quick exit (self-help) can remove it without loading the features that wrote it (a
 * feature never imports another). Issue 9, item 9: the PGSI answers.
 *
 * - `pgsi-answers` in sessionStorage: the quiz answers, by default for this tab only.
 * - `pgsi-answers-kept` in localStorage: the answers of a person who chose "Keep my answers
 *   on this device".
 * - `pgsi-answers` in localStorage: where versions before issue 9 kept them; read once, moved.
 */
export const PGSI_SESSION_KEY = 'pgsi-answers'
export const PGSI_KEPT_KEY = 'pgsi-answers-kept'
export const PGSI_LEGACY_KEY = 'pgsi-answers'

/** Removes everything above from this device. Storage that is disabled holds nothing. */
export function forgetPrivateData(): void {
  try {
    sessionStorage.removeItem(PGSI_SESSION_KEY)
  } catch {
    // Storage disabled: nothing was kept there.
  }
  try {
    localStorage.removeItem(PGSI_KEPT_KEY)
    localStorage.removeItem(PGSI_LEGACY_KEY)
  } catch {
    // Storage disabled: nothing was kept there.
  }
}
