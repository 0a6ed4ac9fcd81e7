/**
 * The registry of form kinds: one entry per submission contract, with what every part of the
 * house needs to know of it without loading it (docs/architecture.md, "Forms"): its reference
 * prefix, the area of the app whose shell its confirmation page wears, its variants, its staff
 * area (whose organisation decides it: areas.ts), the public status check that finds it, its
 * first pages (held to the JavaScript budget, src/config/public-routes.ts) and whom a case is
 * about.
 *
 * It holds no schema, no journey and no words. The parts that are code or words live in tables
 * keyed by its types, `Record<FormKind, …>` or `Record<CaseKind, …>`, so a kind left out of one
 * does not compile: CONTRACTS (index.ts), the samples (samples.ts), the next steps
 * (src/features/submitted/next-steps.ts), the staff's words and readings
 * (src/features/staff/case-labels.ts, src/routes/staff/cases/-readings.ts), the decision words
 * (src/i18n/decision-words.ts); the gateway's checks and effects are optional per kind.
 * tests/unit/kinds.test.ts checks what the types cannot. The root layout, on every page, reads
 * only the prefixes' areas, which the build writes in (`referenceAreas`, vite.config.ts).
 */
import type { StaffArea } from './areas'
// With its extension: the build's configuration loads this file as it is (vite.config.ts).
import { EXCLUSION_KINDS } from './exclusion-kinds.ts'

/** The area of the app whose shell a kind's confirmation page wears (src/config/areas.ts). */
export type AppArea = 'verify' | 'self-help' | 'insurance'

/** The public status checks (docs/api.md): the regulator's and the union's. */
export type StatusCheck = 'exclusions/status' | 'members/status'

export interface KindFacts {
  /** Two capitals: the reference's prefix (`EX-…`), unique. */
  prefix: string
  app: AppArea
  /**
   * The forms of a kind whose answer `kind` says which (an exclusion: `self`, ...): each is a
   * case kind of its own (`exclusion-self`), with its own journey and words.
   */
  variants?: readonly string[]
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

export const FORM_KINDS = {
  exclusion: {
    prefix: 'EX',
    app: 'self-help',
    variants: EXCLUSION_KINDS,
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
    prefix: 'RP',
    app: 'self-help',
    area: 'reports',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/report'],
    subject: [['contact', 'fullName']],
  },
  complaint: {
    prefix: 'CP',
    app: 'self-help',
    area: 'complaints',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/complaint'],
    subject: [['fullName']],
  },
  counselling: {
    prefix: 'CN',
    app: 'self-help',
    area: 'counselling',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/counselling'],
    subject: [['fullName']],
  },
  talk: {
    prefix: 'TK',
    app: 'self-help',
    area: 'talk',
    status: 'exclusions/status',
    firstPages: ['/self-help/contact/talk'],
    subject: [['fullName']],
  },
  productRegistration: {
    prefix: 'PR',
    app: 'verify',
    area: 'registrations',
    firstPages: ['/product-pre-registration'],
    subject: [['productName']],
  },
  productReport: {
    prefix: 'RF',
    app: 'verify',
    area: 'fakes',
    firstPages: ['/verify/report'],
    subject: [['productName']],
  },
  scamCall: {
    prefix: 'SC',
    app: 'verify',
    area: 'fakes',
    firstPages: ['/verify/report-call'],
    subject: [['callerNumber']],
  },
  insuranceJoin: {
    prefix: 'MB',
    app: 'insurance',
    area: 'members',
    status: 'members/status',
    firstPages: ['/insurance/join'],
    subject: [
      ['user', 'firstname'],
      ['user', 'lastname'],
    ],
  },
  claim: {
    prefix: 'CL',
    app: 'insurance',
    area: 'claims',
    status: 'members/status',
    firstPages: ['/insurance/claim'],
    subject: [
      ['deceased', 'firstName'],
      ['deceased', 'surname'],
    ],
  },
} as const satisfies Record<string, KindFacts>

export type FormKind = keyof typeof FORM_KINDS

export const KINDS = Object.keys(FORM_KINDS) as FormKind[]

/** Each prefix's area of the app, as the build writes it in for the root layout. */
export const referenceAreas = (): Record<string, AppArea> =>
  Object.fromEntries(KINDS.map((kind) => [FORM_KINDS[kind].prefix, FORM_KINDS[kind].app]))

type CaseKindsBy = {
  [K in FormKind]: (typeof FORM_KINDS)[K] extends { variants: readonly (infer V extends string)[] }
    ? `${K}-${V}`
    : K
}

/**
 * A kind as a person names it: a kind with variants is one of them (`exclusion-self`, each its
 * own form and its own words), every other kind is its contract's.
 */
export type CaseKind = CaseKindsBy[FormKind]

/** The case kinds of some form kinds. */
export type CaseKindOf<K extends FormKind> = CaseKindsBy[K]

/** The case kinds of a form kind, in order. */
export function caseKindsOf(kind: FormKind): CaseKind[] {
  const variants = (FORM_KINDS[kind] as KindFacts).variants
  return (variants ? variants.map((variant) => `${kind}-${variant}`) : [kind]) as CaseKind[]
}

export const allCaseKinds = (): CaseKind[] => KINDS.flatMap(caseKindsOf)

/**
 * The case kind of a stored submission: its contract's kind, with its variant if it has them.
 * What the database holds was checked by the contract when stored, so it is a case kind.
 */
export function caseKindOf(kind: string, data: unknown): CaseKind {
  const variant = (data as { kind?: unknown } | null)?.kind
  const facts = Object.hasOwn(FORM_KINDS, kind) ? (FORM_KINDS[kind as FormKind] as KindFacts) : {}
  return (
    'variants' in facts && typeof variant === 'string' ? `${kind}-${variant}` : kind
  ) as CaseKind
}

/** The case kinds a status check finds (`exclusions/status`: the portal's eight). */
export type CaseKindFoundBy<C extends StatusCheck> = CaseKindOf<
  {
    [K in FormKind]: (typeof FORM_KINDS)[K] extends { status: C } ? K : never
  }[FormKind]
>

/** The kinds a status check finds. */
export const kindsFoundBy = (check: StatusCheck): FormKind[] =>
  KINDS.filter((kind) => (FORM_KINDS[kind] as KindFacts).status === check)

export const caseKindsFoundBy = <C extends StatusCheck>(check: C) =>
  kindsFoundBy(check).flatMap(caseKindsOf) as Array<CaseKindFoundBy<C>>

/** The kind a reference was made for, by its prefix. */
export function kindOfReference(reference: string): FormKind | undefined {
  const prefix = reference.slice(0, 2).toUpperCase()
  return KINDS.find((kind) => FORM_KINDS[kind].prefix === prefix)
}
