/**
 * Saving a draft as the person types: at most one write per pause (debounced), and at once
 * when the page is hidden or left (`visibilitychange` to hidden, `pagehide`): a phone may
 * close or discard a backgrounded tab without another event, and a reload or Back fires
 * these before the page goes. Writes run one after another, so a `clear` (the form was
 * submitted, or the person started again) can never be undone by a save still on its way.
 */
import { clearDraft, saveDraft, type DraftInput } from './store'

export const SAVE_DELAY_MS = 400

export interface DraftSaver {
  /** Saves `draft` after a pause, replacing a save that was still waiting. */
  schedule: (draft: DraftInput) => void
  /** Saves now what is waiting, if anything. */
  flush: () => Promise<void>
  /** Drops what is waiting and removes the draft; nothing is saved after this. */
  clear: () => Promise<void>
  /** Saves what is waiting and stops listening to the page. */
  dispose: () => Promise<void>
}

export function createDraftSaver(key: string, delayMs = SAVE_DELAY_MS): DraftSaver {
  let waiting: DraftInput | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let queue: Promise<void> = Promise.resolve()

  const enqueue = (write: () => Promise<void>) => {
    // A failed write (quota, no IndexedDB) costs the draft, never the form.
    queue = queue.then(write).catch(() => undefined)
    return queue
  }

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    const draft = waiting
    waiting = undefined
    return draft && !stopped ? enqueue(() => saveDraft(key, draft)) : queue
  }

  const onHide = () => {
    if (document.visibilityState === 'hidden') void flush()
  }
  const onPagehide = () => void flush()
  document.addEventListener('visibilitychange', onHide)
  window.addEventListener('pagehide', onPagehide)
  const stopListening = () => {
    document.removeEventListener('visibilitychange', onHide)
    window.removeEventListener('pagehide', onPagehide)
  }

  return {
    schedule(draft) {
      if (stopped) return
      waiting = draft
      clearTimeout(timer)
      timer = setTimeout(() => void flush(), delayMs)
    },
    flush,
    clear() {
      clearTimeout(timer)
      waiting = undefined
      stopped = true
      stopListening()
      return enqueue(() => clearDraft(key))
    },
    async dispose() {
      await flush()
      stopped = true
      stopListening()
    },
  }
}
