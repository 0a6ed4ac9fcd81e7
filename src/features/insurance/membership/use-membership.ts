/**
 * The member's own applications (`members/me`), asked once per visit of the page. The last
 * answer is kept on the device (copy.ts) and shown at once, marked with its time, until the
 * gateway answers; when it cannot (offline, a timeout), the copy stays, still marked. A 401
 * means no one is signed in (the page offers the sign-in), a 403 an account that is not a
 * member's: either way the copy is removed.
 */
import { useEffect, useState } from 'react'
import { call } from '../../../gateway/client'
import { isGatewayError } from '../../../gateway/errors'
import { forgetPersonalCopies } from '../../../gateway/personal-copy'
import { keepCopy, readCopy, shownAll } from './copy'
import type { MembershipView } from './view'

export type { MembershipView, PersonView } from './view'

export type MembershipState =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-a-member' }
  | { kind: 'failed' }
  | {
      kind: 'ready'
      applications: MembershipView[]
      /** Set when this is the copy kept on the device: when the gateway gave it. */
      asOf?: string
      /** The gateway could not be asked (offline): the copy is all there is. */
      unreachable?: boolean
    }

export function useMembership(): MembershipState {
  const [state, setState] = useState<MembershipState>(() => {
    const copy = readCopy()
    return copy
      ? { kind: 'ready', applications: copy.applications, asOf: copy.at }
      : { kind: 'loading' }
  })
  useEffect(() => {
    let live = true
    call<unknown>('members/me', {}, { silent: true }).then(
      (answer) => {
        if (!live) return
        const applications = shownAll(answer)
        if (!applications) return setState({ kind: 'failed' })
        keepCopy(applications, new Date())
        setState({ kind: 'ready', applications })
      },
      (error: unknown) => {
        if (!live) return
        const status = isGatewayError(error) ? error.status : 0
        if (status === 401 || status === 403) {
          forgetPersonalCopies()
          return setState({ kind: status === 401 ? 'signed-out' : 'not-a-member' })
        }
        setState((now) =>
          now.kind === 'ready' ? { ...now, unreachable: true } : { kind: 'failed' },
        )
      },
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
