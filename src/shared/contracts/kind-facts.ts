/**
 * The registry of form kinds, second part (the first is kinds.ts, what every page reads): for
 * each kind its staff area (whose organisation decides it: areas.ts), the public status check
 * that finds it, its first pages (held to the JavaScript budget, src/config/public-routes.ts)
 * and whom a case is about. Staff pages, the confirmation page, the build and the gateway
 * read it; a kind left out does not compile.
 */
import type { StaffArea } from './areas'
import { caseKindsOf, KINDS, type CaseKindOf, type FormKind } from './kinds'

/** The public status checks (docs/api.md): the regulator's and the union's. */
export type StatusCheck = 'exclusions/status' | 'members/status'

export interface KindFacts {
  area: StaffArea
  /** The status check that finds it by reference, if any. */
  status?: StatusCheck
  /** The first page of each of its forms. */
  firstPages: readonly string[]
  /**
   * Whom or what a case is about, for the staff queue: the answers that name it (paths into
   * the data), joined by a space.
   */
  subject: readonly (readonly string[])[]
}

export const KIND_FACTS = {
  exclusion: {
    area: 'exclusions',
    status: 'exclusions/status',
    firstPages: [
      '/self-help/exclusions/self',
      '/self-help/exclusions/third-party',
      '/self-help/exclusions/appeal',
      '/self-help/exclusions/cancel',
    ],
    subject: [['applicant', 'fullName']],
  },
  report: {
    area: 'reports',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/report'],
    subject: [['contact', 'fullName']],
  },
  complaint: {
    area: 'complaints',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/complaint'],
    subject: [['fullName']],
  },
  counselling: {
    area: 'counselling',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/counselling'],
    subject: [['fullName']],
  },
  talk: {
    area: 'talk',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/talk'],
    subject: [['fullName']],
  },
  productRegistration: {
    area: 'registrations',
    firstPages: ['/product-pre-registration'],
    subject: [['productName']],
  },
  insuranceJoin: {
    area: 'members',
    status: 'members/status',
    firstPages: ['/insurance/join'],
    subject: [
      ['user', 'firstname'],
      ['user', 'lastname'],
    ],
  },
} as const satisfies Record<FormKind, KindFacts>

/** The case kinds a status check finds (`exclusions/status`: the portal's eight). */
export type CaseKindFoundBy<C extends StatusCheck> = CaseKindOf<
  {
    [K in FormKind]: (typeof KIND_FACTS)[K] extends { status: C } ? K : never
  }[FormKind]
>

/** The kinds a status check finds. */
export const kindsFoundBy = (check: StatusCheck): FormKind[] =>
  KINDS.filter((kind) => (KIND_FACTS[kind] as KindFacts).status === check)

export const caseKindsFoundBy = <C extends StatusCheck>(check: C) =>
  kindsFoundBy(check).flatMap(caseKindsOf) as Array<CaseKindFoundBy<C>>
