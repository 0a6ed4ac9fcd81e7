/**
 * Whether this phone has a member signed in, as far as the app last knew: a flag in
 * localStorage, set at sign-in and cleared at sign-out or when the gateway says nobody is
 * signed in (member-session.ts). Only a hint, never a credential (the session is the HttpOnly
 * cookie): the union's shell loads the member's state and its "Sign out" only when it is set,
 * so a visitor who never signed in loads none of it on any page (the route budget).
 */
import { useSyncExternalStore } from 'react'

const KEY = 'member-signed-in'
const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function setMemberHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage disabled: "Sign out" shows on the sign-in page's own answer only.
  }
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** True while a member is thought to be signed in on this phone; false on a prerendered page. */
export const useMemberHint = (): boolean => useSyncExternalStore(subscribe, read, () => false)
