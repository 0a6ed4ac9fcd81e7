/**
 * `exclusions/apply` (docs/design.md section 4a): the four exclusion applications of 000 section 1
 * in one contract, told apart by `kind`. Multipart: `reference`, one JSON part `data` checked
 * by `exclusionSchema`, and one part per upload.
 *
 * | kind        | also required                                             | files required                           |
 * | self        | gamblingFacility                                          | idCopy, picture                          |
 * | third-party | player, relationship (+ other), gamblingFacility, description | idCopy, playerIdCopy, playerPicture |
 * | appeal      | exclusionReferenceNumber, description                     | idCopy                                   |
 * | cancel      | exclusionReferenceNumber                                  | idCopy, counsellingReport                |
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { codeSchema } from '../rules'
import { conditionalObject, defineContract } from './contract'
import { choice, limitedText, longText, personSchema, yesNo } from './fields'

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

export const REASON_MAX = 1000

type Loose = Partial<Record<string, unknown>>
const isKind =
  (...kinds: ExclusionKind[]) =>
  (data: Loose) =>
    kinds.includes(data.kind as ExclusionKind)

/** The exclusion reference number: asked by an appeal or a cancellation, and by the legacy flag. */
const needsReferenceNumber = (data: Loose) =>
  data.hadReferenceNumber === true || isKind('appeal', 'cancel')(data)

export const exclusionSchema = conditionalObject(
  {
    kind: choice(EXCLUSION_KINDS, 'kind.required'),
    applicant: personSchema('applicant'),
    player: personSchema('player'),
    relationship: choice(RELATIONSHIPS, 'relationship.required'),
    otherRelationship: limitedText(
      {
        required: 'otherRelationship.required',
        tooShort: 'otherRelationship.tooShort',
        tooLong: 'otherRelationship.tooLong',
      },
      { min: 2, max: 150 },
    ),
    gamblingFacility: limitedText(
      { required: 'gamblingFacility.required', tooLong: 'gamblingFacility.tooLong' },
      { max: 250 },
      true,
    ),
    reason: longText('reason', REASON_MAX),
    description: longText('description', REASON_MAX),
    hadReferenceNumber: yesNo('hadReferenceNumber.required'),
    exclusionReferenceNumber: codeSchema,
    confirmed: v.literal(true, m('confirmed.required')),
  },
  {
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
)
export type ExclusionData = v.InferOutput<typeof exclusionSchema>

export const exclusionContract = defineContract({
  kind: 'exclusion',
  call: 'exclusions/apply',
  area: 'exclusions',
  encoding: 'multipart',
  schema: exclusionSchema,
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
  lookup: (data) => [data.applicant.idNumber],
})
