/**
 * Every submission contract, one per kind of the registry (kinds.ts). The gateway serves one
 * route per entry (server/src/submissions/) and the staff queues read them from here.
 */
import { claimContract } from './claim'
import type { AnyContract } from './contract'
import { kindsFoundBy, type FormKind } from './kinds'
import { exclusionContract } from './exclusion'
import { memberJoinContract } from './member-join'
import { productRegistrationContract } from './product-registration'
import { productReportContract } from './product-report'
import { scamCallContract } from './scam-call'
import { complaintContract, counsellingContract, reportContract, talkContract } from './seek-help'

export const CONTRACTS = {
  exclusion: exclusionContract,
  report: reportContract,
  complaint: complaintContract,
  counselling: counsellingContract,
  talk: talkContract,
  productRegistration: productRegistrationContract,
  productReport: productReportContract,
  scamCall: scamCallContract,
  insuranceJoin: memberJoinContract,
  claim: claimContract,
} as const satisfies Record<FormKind, AnyContract>

export type ContractKind = FormKind

/** The kinds the regulator's status check finds (docs/design.md section 4a: EX, RP, CP, CN, TK). */
export const STATUS_KINDS: readonly ContractKind[] = kindsFoundBy('exclusions/status')

export function contractOf(kind: string): AnyContract | undefined {
  return Object.hasOwn(CONTRACTS, kind)
    ? (CONTRACTS[kind as ContractKind] as AnyContract)
    : undefined
}
