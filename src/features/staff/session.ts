/**
 * The staff session as the pages see it: who is signed in (the answer of `auth/me`), kept in
 * memory only. Nothing of it goes to localStorage, IndexedDB or the service worker's caches,
 * so closing the tab or signing out leaves no personal data on the device; the session itself
 * is the gateway's HttpOnly cookie, which no script can read.
 *
 * A tiny external store (as src/gateway/status.ts), so the staff header and pages share it
 * without a provider. `loadSession` asks the gateway once per page load; every staff call
 * that answers 401 (the session ended) sets the state to signed out, and the gate sends the
 * user to /login.
 */
import { useSyncExternalStore } from 'react'
import { call, callList } from '../../gateway/client'
import { isGatewayError } from '../../gateway/errors'
import { forgetPersonalCopies } from '../../gateway/personal-copy'
import type {
  LoginRequest,
  PasswordChangeRequest,
  StaffAction,
  StaffMe,
} from '../../shared/schemas/staff'

export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out'; ended?: boolean }
  | { status: 'signed-in'; me: StaffMe }

let state: SessionState = { status: 'unknown' }
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

function set(next: SessionState) {
  state = next
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state)
}

/** True when the signed-in account may perform `action` in some organisation. */
export function may(session: SessionState, action: StaffAction): boolean {
  return session.status === 'signed-in' && session.me.actions.includes(action)
}

/** Asks the gateway who is signed in, once per page load (again after `forget`). */
export function loadSession(): Promise<void> {
  loading ??= call<StaffMe>('auth/me', {}, { silent: true }).then(
    (me) => set({ status: 'signed-in', me }),
    () => set({ status: 'signed-out' }),
  )
  return loading
}

function forget(ended = false) {
  // A member's copies of their own pages go with their session (gateway/personal-copy.ts).
  forgetPersonalCopies()
  loading = undefined
  set({ status: 'signed-out', ended })
}

/**
 * A staff call: on a 401 the session has ended (timeout, signed out elsewhere, password
 * changed on another device), so the state says so and the gate shows the sign-in page. The
 * gateway client has already put the message in the dialog.
 */
export async function guarded<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (error) {
    if (isGatewayError(error) && error.status === 401) forget(true)
    throw error
  }
}

export const staffCall = <T>(path: string, body: unknown) => guarded(() => call<T>(path, body))

export const staffList = <T>(path: string, body: unknown) => guarded(() => callList<T>(path, body))

/** The sign-in page shows a refusal by its form, not in the message dialog. */
export async function signIn(request: LoginRequest): Promise<StaffMe> {
  const me = await call<StaffMe>('auth/login', request, { inline: true })
  forgetPersonalCopies()
  loading = Promise.resolve()
  set({ status: 'signed-in', me })
  return me
}

/** The password page, like the sign-in page, shows a refusal by its form. */
export async function changePassword(request: PasswordChangeRequest): Promise<StaffMe> {
  const me = await guarded(() => call<StaffMe>('auth/password', request, { inline: true }))
  loading = Promise.resolve()
  set({ status: 'signed-in', me })
  return me
}

export async function signOut(): Promise<void> {
  try {
    await call('auth/logout', {})
  } finally {
    forget()
  }
}
