/**
 * Whether a member is signed in, for the union's shell ("Sign out" on every insurance page) and
 * the sign-in page. Asked of the gateway once per visit (`members/auth/me`, in the background),
 * then kept up to date by the sign-in and the sign-out; in memory only, like the staff session.
 * The session itself is the HttpOnly cookie: this only says what to show.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { call } from '../../gateway/client'
import { isGatewayError } from '../../gateway/errors'
import { forgetPersonalCopies } from '../../gateway/personal-copy'
import { setMemberHint } from './member-hint'

/** The member's email, null when nobody is signed in, undefined until known. */
let current: string | null | undefined
let asked = false
const listeners = new Set<() => void>()

export function setMemberSession(email: string | null) {
  current = email
  asked = true
  setMemberHint(email !== null)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

async function ask() {
  try {
    const me = await call<{ email: string | null }>('members/auth/me', {}, { silent: true })
    setMemberSession(me.email)
  } catch (error) {
    // Offline, the page says nothing either way: only a refusal means signed out.
    if (isGatewayError(error) && error.status >= 400 && error.status < 500) setMemberSession(null)
    else asked = false
  }
}

/** The signed-in member's email, null when none, undefined while the gateway is asked. */
export function useMemberSession(): string | null | undefined {
  // Prerendered pages (scripts/prerender) are made with nobody known to be signed in.
  const email = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  )
  useEffect(() => {
    if (asked) return
    asked = true
    void ask()
  }, [])
  return email
}

/**
 * A member has just signed in: what an earlier session kept on this phone (the membership's
 * offline copy, src/gateway/personal-copy.ts) goes first, whoever it belonged to.
 */
export function memberSignedIn(email: string): void {
  forgetPersonalCopies()
  setMemberSession(email)
}

/**
 * Signs out (the staff side's logout ends any session); the shell then shows no "Sign out",
 * and nothing of the member stays on the phone.
 */
export async function memberSignOut(): Promise<void> {
  forgetPersonalCopies()
  await call('auth/logout', {})
  setMemberSession(null)
}
