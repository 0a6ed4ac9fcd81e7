/**
 * Chromium's `beforeinstallprompt`, caught from the very start. This module is imported
 * eagerly by src/main.tsx while the rest of the install offer loads after
 * the first paint: the event can fire before any lazy chunk has arrived, and a missed event
 * does not come again in that visit. The browser's own mini-infobar is suppressed.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | undefined
const listeners = new Set<() => void>()

export function promptEvent(): InstallPromptEvent | undefined {
  return deferred
}

/** Forgets the event: it can be used once (prompt()) and not after the app is installed. */
export function takePromptEvent(): InstallPromptEvent | undefined {
  const event = deferred
  deferred = undefined
  emit()
  return event
}

export function onPromptEvent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function emit() {
  for (const listener of [...listeners]) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    deferred = undefined
    emit()
  })
}
