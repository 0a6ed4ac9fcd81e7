/**
 * "What happens next" on the confirmation page (docs/design.md section 3), by the reference's
 * kind (its prefix, docs/design.md section 4): every kind of the registry has its words
 * (src/shared/contracts/kinds.ts); a reference of no known kind gets the general text. Where a
 * reference can be checked is its kind's status check's page (`statusPath`), so a member of the
 * union is never sent to the gambling regulator's page, which does not know MB- references.
 *
 * These say what follows a delivery; a submission the service refused has not reached anyone,
 * and its page says what to do instead (DeliveryState.tsx).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  FORM_KINDS,
  kindOfReference,
  type KindFacts,
  type StatusCheck,
  type FormKind,
} from '../../shared/contracts/kinds'

// After an application, use the id or passport number plus the reference for
// further queries; requests found by phone say so (src/shared/contracts: lookup).
const QUOTE_ID = msg`For any question about it, quote this reference number with your ID or passport number.`
const QUOTE_PHONE = msg`For any question about it, quote this reference number with the phone number you gave.`

const STEPS: Record<FormKind, MessageDescriptor[]> = {
  exclusion: [
    msg`An officer of the regulator checks your application, usually within 10 working days.`,
    msg`We contact you by phone or email if anything is missing, and tell you the decision.`,
    QUOTE_ID,
  ],
  report: [
    msg`An inspector of the regulator looks into every report.`,
    msg`If you gave your contact details, an officer may call you for more information. We never tell the people you report who you are.`,
    QUOTE_PHONE,
  ],
  complaint: [
    msg`An officer of the regulator reads your complaint and contacts you, usually within 10 working days.`,
    QUOTE_ID,
  ],
  counselling: [
    msg`A counsellor calls you to agree a first session. Counselling is free and confidential.`,
    QUOTE_PHONE,
  ],
  talk: [
    msg`An officer calls you back, usually on the next working day. To talk now, call the free helpline 19777.`,
    QUOTE_PHONE,
  ],
  productRegistration: [
    msg`Staff of the verification service will review your product. This usually takes up to 10 working days.`,
    msg`We will contact the person you named by email or phone if we need more information.`,
    msg`Once approved, the product can be checked in this app by its code.`,
  ],
  productReport: [
    msg`Staff of the verification service look into every report of a fake, with the maker and the authorities where needed.`,
    msg`If you gave your contact details, they may call you for more information. We never tell the seller who reported them.`,
  ],
  scamCall: [
    msg`Staff of the verification service look into every report of a scam call, with the phone companies and the police where needed.`,
    msg`If you lost money or gave a code or a password, tell your bank and the police now: this report does not do that for you. If you gave your contact details, staff may call you for more information.`,
  ],
  insuranceJoin: [
    msg`Once it is delivered, staff of the union check your application and your documents, usually within 10 working days.`,
    msg`Cover starts when your application is approved and the first premium is paid. Deaths from natural causes are covered after a waiting period of 6 months.`,
    msg`Sign in under “My membership” to see the status of your application.`,
    QUOTE_ID,
  ],
  claim: [
    msg`Once it is delivered, staff of the union check the claim and its documents against the member's cover. We email you when it is received and when it is decided.`,
    msg`If it is approved, the payout the package states is paid into the bank account you gave.`,
    msg`Follow each step of the claim under “Check an application”, with this reference number and your ID or passport number.`,
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
  const kind = kindOfReference(reference)
  return kind ? STEPS[kind] : GENERAL
}

/** The page of each status check. */
const STATUS_PAGES = {
  'exclusions/status': '/self-help/status',
  'members/status': '/insurance/status',
} as const satisfies Record<StatusCheck, string>

/** The status page that finds this reference, if its kind has one. */
export function statusPath(reference: string): (typeof STATUS_PAGES)[StatusCheck] | undefined {
  const kind = kindOfReference(reference)
  const check = kind && (FORM_KINDS[kind] as KindFacts).status
  return check ? STATUS_PAGES[check] : undefined
}
