/**
 * `claims/submit` (docs/api.md): a funeral claim, on its outline (claim-outline.ts). The claim
 * does not depend on the member's cover on the phone (a claim is often made by a relative, on a
 * phone that never signed in; a signed-in member's choice only fills these fields,
 * src/features/claims/cover-pick.ts): it asks for the membership number or the join's reference and the member's ID
 * number, by which staff find the approved join (server/src/insurance/claims.ts), and for the
 * person who died as the join named them. The bank account follows the join's rules
 * (../insurance/member-fields.ts) with its holder's name; the day of death is Botswana's, not
 * later than today and at most two years back (docs/decisions.md, "A funeral claim").
 */
import * as v from 'valibot'
import { inBotswana, yearBefore, CLOCK_LEEWAY_MS } from '../call-time'
import { parseIsoDate } from '../insurance/age'
import { bankAccountEntries } from '../insurance/member-fields'
import { dateOfBirthSchema } from '../insurance/schemas'
import { messageText as m } from '../messages'
import {
  early,
  emailSchema,
  idNumberSchema,
  membershipNumberSchema,
  nameSchema,
  optionalField,
  phoneSchema,
} from '../rules'
import { choice, limitedText, locationSchema } from './fields'
import { claimOutline, DEATH_PROOFS, DECEASED_RELATIONSHIPS } from './claim-outline'
import { defineContract } from './contract'

/**
 * The earliest and the latest day of death a claim takes at `now`: two years back from today,
 * and today with a phone's fast clock (its ten minutes may already be tomorrow).
 */
export function deathWindow(now: number = Date.now()) {
  const today = parseIsoDate(inBotswana(now).date)!
  return {
    earliest: yearBefore(parseIsoDate(yearBefore(today))!),
    latest: inBotswana(now + CLOCK_LEEWAY_MS).date,
  }
}

const deathDateSchema = early(
  v.pipe(
    v.string(m('deathDate.required')),
    v.trim(),
    v.nonEmpty(m('deathDate.required')),
    v.check((text) => parseIsoDate(text) !== undefined, m('deathDate.invalid')),
    // ISO days compare as text.
    v.check((text) => text <= deathWindow().latest, m('deathDate.future')),
    v.check((text) => text >= deathWindow().earliest, m('deathDate.tooOld')),
  ),
)

const relationshipText = limitedText(
  {
    required: 'claimantRelationship.required',
    tooShort: 'otherRelationship.tooShort',
    tooLong: 'otherRelationship.tooLong',
  },
  { min: 2, max: 60 },
)

export const claimSchema = v.pipe(
  v.strictObject({
    member: v.strictObject(
      { membership: membershipNumberSchema, idNumber: idNumberSchema },
      m('field.required'),
    ),
    deceased: v.strictObject(
      {
        relationship: choice(DECEASED_RELATIONSHIPS, 'deceasedRelationship.required'),
        firstName: nameSchema,
        surname: nameSchema,
        dateOfBirth: dateOfBirthSchema,
      },
      m('field.required'),
    ),
    deathDate: deathDateSchema,
    deathPlace: locationSchema,
    deathProof: choice(DEATH_PROOFS, 'deathProof.required'),
    claimant: v.strictObject(
      {
        fullName: nameSchema,
        idNumber: idNumberSchema,
        relationship: relationshipText,
        phone: phoneSchema,
        email: optionalField(emailSchema),
      },
      m('field.required'),
    ),
    bankAccount: v.strictObject(
      {
        bankName: bankAccountEntries.bankName,
        branchCode: bankAccountEntries.branchCode,
        accountNumber: bankAccountEntries.accountNumber,
        accountHolder: nameSchema,
      },
      m('field.required'),
    ),
  }),
  // Nobody dies before they are born: checked once both days are valid, on the day of death.
  v.forward(
    v.partialCheck(
      [['deceased', 'dateOfBirth'], ['deathDate']],
      ({ deceased, deathDate }) => deceased.dateOfBirth <= deathDate,
      m('deathDate.beforeBirth'),
    ),
    ['deathDate'],
  ),
)
export type ClaimData = v.InferOutput<typeof claimSchema>

export const claimContract = defineContract(claimOutline, {
  schema: claimSchema,
  // The status check finds a claim by the claimant's ID number or the member's.
  lookup: (data) => [data.claimant.idNumber, data.member.idNumber],
})
