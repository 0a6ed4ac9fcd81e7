/**
 * The registry of form kinds: one entry per submission contract, with what every part of the
 * house needs to know of it without loading it (docs/architecture.md, "Forms"). Its reference
 * prefix, the area of the app whose shell its confirmation page wears, its variants, its staff
 * area (whose organisation decides it: areas.ts), which public status check finds it, its first
 * pages (held to the JavaScript budget, src/config/public-routes.ts) and whom a case is about.
 *
 * The root layout reads a reference's area of the app on every page, so this file holds only
 * what that needs, and no schema, no journey, no words: the rest of each kind's facts is
 * kind-facts.ts, which a page that does not read it does not download.
 * The parts that are code live in tables keyed by the same types, `Record<FormKind, …>` or
 * `Record<CaseKind, …>`, so a kind left out of one is a type error: CONTRACTS (index.ts), the
 * samples, the next steps, the staff labels and readings (src/routes/staff/cases/-readings.ts),
 * the decision words. tests/unit/kinds.test.ts checks what the types cannot.
 */
/** The area of the app whose shell a kind's confirmation page wears (src/config/areas.ts). */
export type AppArea = 'verify' | 'self-help' | 'insurance'

export interface KindCore {
  /** Two capitals: the reference's prefix (`EX-…`), unique. */
  prefix: string
  app: AppArea
  /**
   * The forms of a kind whose answer `kind` says which (an exclusion: `self`, ...): each is a
   * case kind of its own (`exclusion-self`), with its own journey and words.
   */
  variants?: readonly string[]
}

export const FORM_KINDS = {
  exclusion: {
    prefix: 'EX',
    app: 'self-help',
    variants: ['self', 'third-party', 'appeal', 'cancel'],
  },
  report: { prefix: 'RP', app: 'self-help' },
  complaint: { prefix: 'CP', app: 'self-help' },
  counselling: { prefix: 'CN', app: 'self-help' },
  talk: { prefix: 'TK', app: 'self-help' },
  productRegistration: { prefix: 'PR', app: 'verify' },
  insuranceJoin: { prefix: 'MB', app: 'insurance' },
} as const satisfies Record<string, KindCore>

export type FormKind = keyof typeof FORM_KINDS

export const KINDS = /* @__PURE__ */ Object.keys(FORM_KINDS) as FormKind[]

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
  const variants = (FORM_KINDS[kind] as KindCore).variants
  return (variants ? variants.map((variant) => `${kind}-${variant}`) : [kind]) as CaseKind[]
}

export const allCaseKinds = (): CaseKind[] => KINDS.flatMap(caseKindsOf)

/**
 * The case kind of a stored submission: its contract's kind, with its variant if it has them.
 * What the database holds was checked by the contract when stored, so it is a case kind.
 */
export function caseKindOf(kind: string, data: unknown): CaseKind {
  const variant = (data as { kind?: unknown } | null)?.kind
  const core = Object.hasOwn(FORM_KINDS, kind) ? (FORM_KINDS[kind as FormKind] as KindCore) : {}
  return (
    'variants' in core && typeof variant === 'string' ? `${kind}-${variant}` : kind
  ) as CaseKind
}

/** The kind a reference was made for, by its prefix. */
export function kindOfReference(reference: string): FormKind | undefined {
  const prefix = reference.slice(0, 2).toUpperCase()
  return KINDS.find((kind) => FORM_KINDS[kind].prefix === prefix)
}
