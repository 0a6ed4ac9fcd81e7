/**
 * The outline of `exclusions/apply` (outline.ts): what each of the four kinds asks and which
 * files it takes. The contract (exclusion.ts) builds its schema on these conditions.
 */
import type { AnyContract } from './contract'
import { defineOutline, type Loose } from './outline'

export const EXCLUSION_KINDS = ['self', 'third-party', 'appeal', 'cancel'] as const
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number]

/** 000 section 3, in its order. */
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
    description: { required: isKind('third-party', 'appeal') },
    exclusionReferenceNumber: { required: needsReferenceNumber, allowed: needsReferenceNumber },
  },
  optional: [
    'applicant.fax',
    'player',
    'player.email',
    'player.contactPhone',
    'player.fax',
    'relationship',
    'otherRelationship',
    'gamblingFacility',
    'description',
    'exclusionReferenceNumber',
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
