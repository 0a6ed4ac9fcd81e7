/**
 * `exclusions/apply` (docs/design.md section 4a): the four exclusion applications of the portal
 * in one contract, told apart by `kind`. Multipart: `reference`, one JSON part `data` checked
 * by `exclusionSchema`, and one part per upload.
 *
 * | kind        | also required                                             | files required                           |
 * | self        | gamblingFacility, period                                  | idCopy, picture                          |
 * | third-party | player, relationship (+ other), gamblingFacility, period, description | idCopy, playerIdCopy, playerPicture |
 * | appeal      | exclusionReferenceNumber, description                     | idCopy                                   |
 * | cancel      | exclusionReferenceNumber                                  | idCopy, counsellingReport                |
 *
 * A self-exclusion may name up to SUPPORT_PERSONS_MAX `supportPersons`, `{ fullName,
 * relationship, phone?, email? }` with a phone number or an email address or both: the people
 * told when it is approved, shortly before it ends and when a cancellation is asked, and of
 * nothing more (docs/decisions.md, "Support persons"). No other kind takes them.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { codeSchema, early } from '../rules'
import { conditionalObject, defineContract, lookupKey } from './contract'
import {
  EXCLUSION_KINDS,
  EXCLUSION_PERIODS,
  exclusionOutline,
  RELATIONSHIPS,
  SUPPORT_PERSONS_MAX,
} from './exclusion-outline'
import {
  choice,
  emailSchema,
  limitedText,
  longText,
  nameSchema,
  optionalField,
  personSchema,
  phoneSchema,
  yesNo,
} from './fields'

export {
  EXCLUSION_KINDS,
  EXCLUSION_PERIODS,
  RELATIONSHIPS,
  SUPPORT_PERSONS_MAX,
  type ExclusionKind,
  type ExclusionPeriod,
} from './exclusion-outline'

export const REASON_MAX = 1000

/**
 * A person cannot apply to exclude themselves as someone else: the player of a third-party
 * application has another ID or passport number than the applicant (compared as a status
 * check compares them, without spaces or hyphens). One message, on the player's number, on
 * the form and from the gateway.
 */
const notTheApplicant = <T>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const data = dataset.value as { applicant?: { idNumber?: unknown }; player?: unknown }
    const player = data?.player as { idNumber?: unknown } | undefined
    const mine = data?.applicant?.idNumber
    const theirs = player?.idNumber
    if (typeof mine !== 'string' || typeof theirs !== 'string') return
    if (lookupKey(mine) !== lookupKey(theirs)) return
    addIssue({
      message: m('player.sameIdNumber'),
      path: [
        { type: 'object', origin: 'value', input: data, key: 'player', value: player },
        { type: 'object', origin: 'value', input: player!, key: 'idNumber', value: theirs },
      ],
    })
  })

/** Who a support person is to the applicant, in their own short words ("sister", "pastor"). */
export const SUPPORT_RELATIONSHIP_MAX = 50

const supportPersonSchema = v.pipe(
  v.strictObject(
    {
      fullName: nameSchema,
      relationship: limitedText(
        { required: 'supportRelationship.required', tooLong: 'otherRelationship.tooLong' },
        { max: SUPPORT_RELATIONSHIP_MAX },
      ),
      phone: optionalField(phoneSchema),
      email: optionalField(emailSchema),
    },
    m('supportPersons.invalid'),
  ),
  // A support person is only of use if they can be told: a phone number or an email address,
  // the message on the phone number, which comes first on the page.
  v.forward(
    v.check(
      (person) => person.phone !== undefined || person.email !== undefined,
      m('supportPerson.contact'),
    ),
    ['phone'],
  ),
)

const exclusionEntries = conditionalObject(
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
    // How long the exclusion lasts once approved (src/shared/exclusion-period.ts).
    period: choice(EXCLUSION_PERIODS, 'period.required'),
    reason: longText('reason', REASON_MAX),
    description: longText('description', REASON_MAX),
    hadReferenceNumber: yesNo('hadReferenceNumber.required'),
    exclusionReferenceNumber: codeSchema,
    supportPersons: early(
      v.pipe(
        v.array(supportPersonSchema, m('supportPersons.invalid')),
        v.maxLength(SUPPORT_PERSONS_MAX, m('supportPersons.tooMany', { max: SUPPORT_PERSONS_MAX })),
      ),
    ),
    confirmed: v.literal(true, m('confirmed.required')),
  },
  exclusionOutline.conditions,
)

export const exclusionSchema = v.pipe(
  exclusionEntries,
  notTheApplicant<v.InferOutput<typeof exclusionEntries>>(),
)
export type ExclusionData = v.InferOutput<typeof exclusionSchema>

export const exclusionContract = defineContract(exclusionOutline, {
  schema: exclusionSchema,
  lookup: (data) => [data.applicant.idNumber],
})
