/**
 * Quick exit (GOV.UK "Exit this page", alphagov/govuk-frontend exit-this-page.mjs): leave at
 * once for a neutral site, replacing the current history entry so Back does not return here.
 *
 * The neutral site is Google's home page: used by nearly everyone in Botswana, fast, and it
 * looks like ordinary browsing to someone glancing at the screen. (GOV.UK uses BBC Weather,
 * which would look out of place here.) Offline, the browser shows its own "no connection"
 * page for that address, which still hides this app.
 */
import { forgetPrivateData } from '../../drafts/private-data'

export const QUICK_EXIT_URL = 'https://www.google.com/'

/**
 * How long the blank page waits for the drafts to be deleted before it leaves. Usually a few
 * milliseconds; past this the drafts are forgotten all the same (src/drafts/store.ts,
 * `forgetDrafts`), and deleted the next time their form opens.
 */
export const DELETE_WAIT_MS = 300

let left = false

/**
 * Blanks the page at once (a slow network may take a while to load the new site), removes the
 * quiz answers, the portal's drafts and the PDF answers kept on this device, hides what the
 * portal has in the outbox from its pages (src/drafts/private-data.ts), then leaves.
 */
export function quickExit(): void {
  document.body.classList.add('quick-exit-active')
  left = true
  const deleted = forgetPrivateData()
  const waited = new Promise((resolve) => setTimeout(resolve, DELETE_WAIT_MS))
  void Promise.race([deleted, waited]).then(() => window.location.replace(QUICK_EXIT_URL))
}

/**
 * When the browser restores this page from its back-forward cache: after a Quick exit, the
 * page still holds in memory what was on screen (a form's answers, a confirmation), so it is
 * loaded afresh, from what is left on the device, and stays blank until then; otherwise the
 * blanking is undone.
 */
export function resetQuickExit(): void {
  if (left) window.location.reload()
  else document.body.classList.remove('quick-exit-active')
}

/** How long may pass between two presses of Shift before the count starts again. */
export const SHIFT_TIMEOUT_MS = 5000

/**
 * Counts presses of Shift on its own, three in a row within the timeout. Shift used as a
 * modifier (Shift+A) fires a keyup for A with shiftKey set and then one for Shift: the Shift
 * that follows a modified key is not counted (the same rule as GOV.UK's).
 */
export function createShiftCounter(
  onChange: (count: number) => void,
  onExit: () => void,
  timeoutMs = SHIFT_TIMEOUT_MS,
) {
  let count = 0
  let lastKeyWasModified = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const reset = () => {
    clearTimeout(timer)
    timer = undefined
    if (count !== 0) {
      count = 0
      onChange(0)
    }
  }

  return {
    keyup(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>) {
      if (event.key === 'Shift' && !lastKeyWasModified) {
        count += 1
        clearTimeout(timer)
        if (count >= 3) {
          count = 0
          timer = undefined
          onChange(0)
          onExit()
        } else {
          onChange(count)
          timer = setTimeout(reset, timeoutMs)
        }
      } else if (count > 0) {
        reset()
      }
      lastKeyWasModified = event.shiftKey
    },
    dispose: () => clearTimeout(timer),
  }
}
