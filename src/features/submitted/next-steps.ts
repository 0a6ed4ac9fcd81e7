/**
 * "What happens next" on the confirmation page (STYLE.md convention 5), by the reference's
 * kind (its prefix, DESIGN.md section 4). Forms that start using the outbox add their kind
 * here; an unknown kind gets the general text.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { REFERENCE_PREFIXES, type ReferencePrefix } from '../../shared/reference'

const STEPS: Partial<Record<ReferencePrefix, MessageDescriptor[]>> = {
  [REFERENCE_PREFIXES.productRegistration]: [
    msg`Staff of the verification service will review your product. This usually takes up to 10 working days.`,
    msg`We will contact the person you named by email or phone if we need more information.`,
    msg`Once approved, the product can be checked in this app by its code.`,
  ],
}

const GENERAL = [
  msg`Staff will review your submission and contact you if they need more information.`,
]

/** The labels of what an entry's `summary` holds (never personal data), by key. */
export const SUMMARY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  productCode: msg`Product code`,
}

export function nextSteps(reference: string): MessageDescriptor[] {
  const prefix = reference.slice(0, 2) as ReferencePrefix
  return STEPS[prefix] ?? GENERAL
}
