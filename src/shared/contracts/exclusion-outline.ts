/**
 * The outline of `exclusions/apply` (outline.ts): what each of the four kinds asks and which
 * files it takes. The contract (exclusion.ts) builds its schema on these conditions.
 */
import type { AnyContract } from './contract'
import { defineOutline, type FileRule, type Loose } from './outline'

import { EXCLUSION_KINDS, type ExclusionKind } from './exclusion-kinds'

export { EXCLUSION_KINDS, type ExclusionKind }

/**
 * How long a self or third-party exclusion lasts, as ISO 8601 durations (the dates they give:
 * src/shared/exclusion-period.ts). Here, not there, as the first page of the form needs only
 * the list.
 */
export const EXCLUSION_PERIODS = ['P6M', 'P1Y', 'P2Y', 'P5Y'] as const
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number]

/** How many support persons a self-exclusion may name. */
export const SUPPORT_PERSONS_MAX = 5

/** The relationships of docs/design.md section 4a, in the agreed order. */
export const RELATIONSHIPS = [
  'spouse',
  'father',
  'mother',
  'uncle',
  'aunt',
  'daughter',
  'cousin',
  'son',
  'other',
  'serviceProvider',
] as const

const isKind =
  (...kinds: ExclusionKind[]) =>
  (data: Loose) =>
    kinds.includes(data.kind as ExclusionKind)

/** The exclusion reference number: asked by an appeal or a cancellation, and by the legacy flag. */
const needsReferenceNumber = (data: Loose) =>
  data.hadReferenceNumber === true || isKind('appeal', 'cancel')(data)

export const exclusionOutline = defineOutline({
  kind: 'exclusion',
  call: 'exclusions/apply',
  area: 'exclusions',
  encoding: 'multipart',
  conditions: {
    player: { required: isKind('third-party'), allowed: isKind('third-party') },
    relationship: { required: isKind('third-party'), allowed: isKind('third-party') },
    otherRelationship: {
      required: (data) => isKind('third-party')(data) && data.relationship === 'other',
      allowed: (data) => isKind('third-party')(data) && data.relationship === 'other',
    },
    gamblingFacility: { required: isKind('self', 'third-party') },
    period: { required: isKind('self', 'third-party'), allowed: isKind('self', 'third-party') },
    description: { required: isKind('third-party', 'appeal') },
    exclusionReferenceNumber: { required: needsReferenceNumber, allowed: needsReferenceNumber },
    // Only a person excluding themselves names people to support them (docs/decisions.md,
    // "Support persons"); none is required.
    supportPersons: { allowed: isKind('self') },
  },
  optional: [
    'applicant.fax',
    'player',
    'player.email',
    'player.contactPhone',
    'player.fax',
    'player.residentialAddress',
    'player.postalAddress',
    'relationship',
    'otherRelationship',
    'gamblingFacility',
    'period',
    'description',
    'exclusionReferenceNumber',
    'supportPersons',
    'supportPersons.*.phone',
    'supportPersons.*.email',
  ],
  files: {
    idCopy: { kind: 'document', required: () => true },
    picture: {
      kind: 'picture',
      required: isKind('self'),
      allowed: isKind('self', 'third-party'),
    },
    playerIdCopy: {
      kind: 'document',
      required: isKind('third-party'),
      allowed: isKind('third-party'),
    },
    playerPicture: {
      kind: 'picture',
      required: isKind('third-party'),
      allowed: isKind('third-party'),
    },
    applicationForm: { kind: 'document' },
    counsellingReport: {
      kind: 'document',
      required: isKind('cancel'),
      allowed: isKind('appeal', 'cancel'),
    },
  },
  load: (): Promise<AnyContract> =>
    import('./exclusion').then((module) => module.exclusionContract),
})

export type ExclusionFile = keyof typeof exclusionOutline.files

export interface ExclusionNeeds {
  /** The exclusion reference number must be given (else it is asked only if the person had one). */
  referenceNumber: boolean
  /** The files every application of the kind must carry, in the outline's order. */
  requiredFiles: ExclusionFile[]
  /** The files it may carry. */
  optionalFiles: ExclusionFile[]
}

/**
 * What an application of one kind must carry and what it may, read from the rules above: the
 * FAQ and the pages that describe the applications are checked against this (faqs.test.tsx),
 * so they say what the form asks and the gateway checks.
 */
export function exclusionNeeds(kind: ExclusionKind): ExclusionNeeds {
  const data = { kind }
  const files = Object.entries(exclusionOutline.files) as [ExclusionFile, FileRule][]
  const required = (rule: FileRule) => rule.required?.(data) ?? false
  return {
    referenceNumber: exclusionOutline.conditions.exclusionReferenceNumber.required(data),
    requiredFiles: files.filter(([, rule]) => required(rule)).map(([field]) => field),
    optionalFiles: files
      .filter(([, rule]) => (rule.allowed?.(data) ?? true) && !required(rule))
      .map(([field]) => field),
  }
}
