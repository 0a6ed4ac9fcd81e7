/**
 * The member's own applications (`members/me`), asked once per visit of the page. Kept in
 * memory only, like the staff session: nothing personal is written to the device. A 401 means
 * no one is signed in (the page offers the sign-in), a 403 an account that is not a member's.
 */
import { useEffect, useState } from 'react'
import { call } from '../../../gateway/client'
import { isGatewayError } from '../../../gateway/errors'
import type { Translations } from '../../../shared/insurance/types'

export interface PersonView {
  firstName: string
  surname: string
  dateOfBirth: string
  type: string
  relationship: string
}

export interface MembershipView {
  reference: string
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  submittedAt: string
  approvedAt: string | null
  /** When it was approved or not approved; null while pending. */
  decidedAt: string | null
  package: {
    id: string
    title: string
    translations?: Translations<'title'>
    scheme: { id: string; title: string; translations?: Translations<'title'> } | null
  }
  deductionAmount: number
  addOns: Array<{ name: string; translations?: Translations<'name'>; covers: PersonView | null }>
  spouse: PersonView | null
  dependents: PersonView[]
}

export type MembershipState =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-a-member' }
  | { kind: 'failed' }
  | { kind: 'ready'; applications: MembershipView[] }

export function useMembership(): MembershipState {
  const [state, setState] = useState<MembershipState>({ kind: 'loading' })
  useEffect(() => {
    let live = true
    call<MembershipView[]>('members/me', {}, { silent: true }).then(
      (applications) => live && setState({ kind: 'ready', applications }),
      (error: unknown) => {
        if (!live) return
        const status = isGatewayError(error) ? error.status : 0
        setState({
          kind: status === 401 ? 'signed-out' : status === 403 ? 'not-a-member' : 'failed',
        })
      },
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
