/**
 * Every submission contract, by the kind of its reference. The gateway serves one route per
 * entry (server/src/submissions/), the status check and the staff queues read them from here,
 * so a new kind is one declaration added to this table.
 */
import type { ReferenceKind } from '../reference'
import type { AnyContract } from './contract'
import { exclusionContract } from './exclusion'
import { memberJoinContract } from './member-join'
import { productRegistrationContract } from './product-registration'
import { complaintContract, counsellingContract, reportContract, talkContract } from './seek-help'

export const CONTRACTS = {
  exclusion: exclusionContract,
  report: reportContract,
  complaint: complaintContract,
  counselling: counsellingContract,
  talk: talkContract,
  productRegistration: productRegistrationContract,
  insuranceJoin: memberJoinContract,
} as const satisfies Partial<Record<ReferenceKind, AnyContract>>

export type ContractKind = keyof typeof CONTRACTS

/** The kinds a public status check finds (docs/design.md section 4a: EX, RP, CP, CN, TK). */
export const STATUS_KINDS: readonly ContractKind[] = [
  'exclusion',
  'report',
  'complaint',
  'counselling',
  'talk',
]

export function contractOf(kind: string): AnyContract | undefined {
  return Object.hasOwn(CONTRACTS, kind)
    ? (CONTRACTS[kind as ContractKind] as AnyContract)
    : undefined
}
