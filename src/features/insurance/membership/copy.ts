/**
 * The last answer of `members/me` kept on the device, so that My membership reads offline
 * (docs/decisions.md, "The offline copy of My membership"): only what the page shows (names,
 * the package, amounts, dates of cover, a dependent's kind for the claim form, the claims' steps;
 * no date of birth, no staff email, no KYC data), with the time it arrived, under a personal copy that sign-out removes (gateway/personal-copy.ts).
 *
 * What is read back is outside input (another version of the app, an extension), so it is
 * rebuilt field by field from what this page knows, and anything of another shape is dropped
 * rather than shown.
 */
import { keepPersonalCopy, readPersonalCopy } from '../../../gateway/personal-copy'
import type { InsuredPerson, Membership } from '../../../shared/insurance/cover'
import type { DeductionStanding } from '../../../shared/insurance/deductions'
import type { Translations } from '../../../shared/insurance/types'
import type { ClaimView, MembershipView, PersonView } from './view'

const NAME = 'insurance:membership'
const VERSION = 1

type Loose = Record<string, unknown>
const REFUSED = Symbol('refused')
const record = (value: unknown): Loose => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw REFUSED
  return value as Loose
}
const text = (value: unknown): string => {
  if (typeof value !== 'string' || value.length > 500) throw REFUSED
  return value
}
const amount = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw REFUSED
  return value
}
const list = <T>(value: unknown, item: (value: unknown) => T): T[] => {
  if (!Array.isArray(value) || value.length > 50) throw REFUSED
  return value.map(item)
}
const nullable = <T>(value: unknown, item: (value: unknown) => T): T | null =>
  value === null || value === undefined ? null : item(value)
const oneOf = <T extends string>(value: unknown, choices: readonly T[]): T => {
  if (!choices.includes(value as T)) throw REFUSED
  return value as T
}

/** Texts in the catalogue languages: { fr: { title }, ts: { title } }, strings only. */
function translations<F extends string>(value: unknown): Translations<F> | undefined {
  if (value === undefined) return undefined
  const out: Record<string, Record<string, string>> = {}
  for (const [language, fields] of Object.entries(record(value))) {
    if (language !== 'fr' && language !== 'ts') continue
    out[language] = {}
    for (const [field, words] of Object.entries(record(fields))) out[language][field] = text(words)
  }
  return out as Translations<F>
}
const withTranslations = <F extends string>(value: unknown): { translations?: Translations<F> } => {
  const found = translations<F>(value)
  return found ? { translations: found } : {}
}

const person = (value: unknown): PersonView => {
  const item = record(value)
  return {
    firstName: text(item.firstName),
    surname: text(item.surname),
    ...(typeof item.type === 'string' ? { type: text(item.type) } : {}),
  }
}

/** A claim on the membership: its steps and who died; nothing of the claimant (none is sent). */
const claimShown = (value: unknown): ClaimView => {
  const item = record(value)
  const steps = record(item.claim)
  const deceased = record(item.deceased)
  return {
    reference: text(item.reference),
    kind: oneOf(item.kind, ['claim'] as const),
    status: oneOf(item.status, ['PENDING', 'APPROVED', 'REJECTED'] as const),
    submittedAt: text(item.submittedAt),
    updatedAt: text(item.updatedAt),
    ...(item.applicantNote === undefined ? {} : { applicantNote: text(item.applicantNote) }),
    claim: {
      documentsVerified: amount(steps.documentsVerified),
      documents: amount(steps.documents),
      ...(steps.payout === undefined ? {} : { payout: amount(steps.payout) }),
    },
    deceased: {
      firstName: text(deceased.firstName),
      surname: text(deceased.surname),
      relationship: text(deceased.relationship),
    },
    deathDate: text(item.deathDate),
  }
}

const insured = (value: unknown): InsuredPerson => {
  const item = record(value)
  const addOn = nullable(item.addOn, (line) => {
    const row = record(line)
    return { id: text(row.id), name: text(row.name), ...withTranslations(row.translations) }
  })
  return {
    role: oneOf(item.role, ['member', 'spouse', 'dependent'] as const),
    ...(typeof item.dependent === 'number' ? { dependent: amount(item.dependent) } : {}),
    firstName: text(item.firstName),
    surname: text(item.surname),
    relationship: text(item.relationship),
    addOn,
    coverAmount: amount(item.coverAmount),
    coverFrom: text(item.coverFrom),
    anyCauseFrom: text(item.anyCauseFrom),
  }
}

const membership = (value: unknown): Membership => {
  const item = record(value)
  return {
    memberNumber: text(item.memberNumber),
    memberNumberFrom: oneOf(item.memberNumberFrom, ['membershipNumber', 'reference'] as const),
    approvedOn: text(item.approvedOn),
    coverFrom: text(item.coverFrom),
    monthlyAmount: amount(item.monthlyAmount),
    people: list(item.people, insured),
  }
}

// A month of premium: 'YYYY-MM', amounts, and one of the states.
const MONTH = /^\d{4}-\d{2}$/
const deductions = (value: unknown): DeductionStanding => {
  const item = record(value)
  // Twenty years of months at most: a copy longer than any cover is not this page's.
  if (!Array.isArray(item.months) || item.months.length > 240) throw REFUSED
  return {
    months: item.months.map((entry) => {
      const row = record(entry)
      const month = text(row.month)
      if (!MONTH.test(month)) throw REFUSED
      return {
        month,
        due: amount(row.due),
        received: nullable(row.received, amount),
        state: oneOf(row.state, ['paid', 'short', 'missing', 'awaited'] as const),
      }
    }),
    monthsBehind: amount(item.monthsBehind),
    standing: oneOf(item.standing, ['in-force', 'at-risk', 'lapsed'] as const),
  }
}

/** One application with only the fields the page shows. */
export function shown(value: unknown): MembershipView {
  const item = record(value)
  const pkg = record(item.package)
  return {
    reference: text(item.reference),
    status: oneOf(item.status, ['PENDING', 'APPROVED', 'REJECTED'] as const),
    submittedAt: text(item.submittedAt),
    decidedAt: nullable(item.decidedAt, text),
    package: {
      id: text(pkg.id),
      title: text(pkg.title),
      ...withTranslations(pkg.translations),
      scheme: nullable(pkg.scheme, (scheme) => {
        const row = record(scheme)
        return { id: text(row.id), title: text(row.title), ...withTranslations(row.translations) }
      }),
    },
    deductionAmount: amount(item.deductionAmount),
    addOns: list(item.addOns, (line) => {
      const row = record(line)
      return {
        name: text(row.name),
        ...withTranslations(row.translations),
        covers: nullable(row.covers, person),
      }
    }),
    spouse: nullable(item.spouse, person),
    dependents: list(item.dependents, person),
    membership: nullable(item.membership, membership),
    // A copy kept before claims were answered has none.
    claims: item.claims === undefined ? [] : list(item.claims, claimShown),
    deductions: nullable(item.deductions, deductions),
  }
}

export interface MembershipCopy {
  applications: MembershipView[]
  /** When the gateway gave this answer (ISO). */
  at: string
}

/** The answer as the page shows it, or undefined when it is not of that shape. */
export function shownAll(value: unknown): MembershipView[] | undefined {
  try {
    return list(value, shown)
  } catch (error) {
    if (error === REFUSED) return undefined
    throw error
  }
}

export function keepCopy(applications: MembershipView[], at: Date): void {
  keepPersonalCopy(NAME, { version: VERSION, at: at.toISOString(), applications })
}

export function readCopy(): MembershipCopy | undefined {
  const value = readPersonalCopy(NAME)
  if (typeof value !== 'object' || value === null) return undefined
  const { version, at, applications } = value as Loose
  if (version !== VERSION || typeof at !== 'string' || Number.isNaN(Date.parse(at)))
    return undefined
  const kept = shownAll(applications)
  return kept && { applications: kept, at }
}
