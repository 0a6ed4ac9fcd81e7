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
import { EXCLUSION_KINDS, exclusionOutline, RELATIONSHIPS } from './exclusion-outline'
import { choice, limitedText, longText, personSchema, yesNo } from './fields'

export { EXCLUSION_KINDS, RELATIONSHIPS, type ExclusionKind } from './exclusion-outline'

export const REASON_MAX = 1000

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
  exclusionOutline.conditions,
)
export type ExclusionData = v.InferOutput<typeof exclusionSchema>

export const exclusionContract = defineContract(exclusionOutline, {
  schema: exclusionSchema,
  lookup: (data) => [data.applicant.idNumber],
})
