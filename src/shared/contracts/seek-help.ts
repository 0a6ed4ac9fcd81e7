/**
 * The four seek-help requests of the self-help portal (docs/design.md section 4a, Seek help): JSON
 * bodies with `reference`, each answered `{ reference, status: "PENDING" }` and kept for the
 * regulator's staff. A status check finds them by reference plus the id number given, or the
 * phone number where no id number is asked.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { APP_LOCALES } from '../locales'
import { LIMITS, natureSchema, optionalField } from '../rules'
import { conditionalObject, defineContract } from './contract'
import {
  choice,
  coordinatesAnswer,
  DISTRICTS,
  emailSchema,
  idNumberSchema,
  limitedText,
  longText,
  nameSchema,
  phoneSchema,
  reachable,
  yesNo,
} from './fields'
import {
  complaintOutline,
  counsellingOutline,
  OFFENSES,
  PREFERRED_TIMES,
  reportOutline,
  talkOutline,
} from './seek-help-outline'

export { OFFENSES, PREFERRED_TIMES } from './seek-help-outline'
export { coordinatesSchema } from './fields'

export const DESCRIPTION_MAX = 1000

const gamblingFacility = limitedText(
  { required: 'gamblingFacility.required', tooLong: 'gamblingFacility.tooLong' },
  { max: 250 },
)
const optionalDescription = optionalField(longText('description', DESCRIPTION_MAX))

export const reportSchema = conditionalObject(
  {
    natureOfOffense: choice(OFFENSES, 'natureOfOffense.required'),
    otherOffense: natureSchema,
    // A report's description is a comment, at most 250 characters (docs/design.md section 4a).
    description: longText('description', LIMITS.comment.max),
    location: limitedText(
      { required: 'address.required', tooLong: 'address.tooLong' },
      { max: LIMITS.address.max },
      true,
    ),
    coordinates: coordinatesAnswer,
    anonymous: yesNo('anonymous.required'),
    contact: v.pipe(
      v.strictObject(
        {
          fullName: nameSchema,
          contactPhone: optionalField(phoneSchema),
          email: optionalField(emailSchema),
        },
        m('contact.required'),
      ),
      reachable(),
    ),
  },
  reportOutline.conditions,
)
export type ReportData = v.InferOutput<typeof reportSchema>

export const complaintSchema = v.strictObject({
  fullName: nameSchema,
  email: optionalField(emailSchema),
  contactPhone: phoneSchema,
  idNumber: optionalField(idNumberSchema),
  gamblingFacility: optionalField(gamblingFacility),
  description: longText('description', DESCRIPTION_MAX),
})
export type ComplaintData = v.InferOutput<typeof complaintSchema>

export const counsellingSchema = v.strictObject({
  fullName: nameSchema,
  contactPhone: phoneSchema,
  email: optionalField(emailSchema),
  district: choice(DISTRICTS, 'district.required'),
  preferredLanguage: choice(APP_LOCALES, 'preferredLanguage.required'),
  description: optionalDescription,
})
export type CounsellingData = v.InferOutput<typeof counsellingSchema>

export const talkSchema = v.strictObject({
  fullName: nameSchema,
  contactPhone: phoneSchema,
  preferredTime: optionalField(choice(PREFERRED_TIMES, 'preferredTime.required')),
  description: optionalDescription,
})
export type TalkData = v.InferOutput<typeof talkSchema>

export const reportContract = defineContract(reportOutline, {
  schema: reportSchema,
  lookup: (data) => [data.contact?.contactPhone],
})

export const complaintContract = defineContract(complaintOutline, {
  schema: complaintSchema,
  lookup: (data) => [data.idNumber, data.contactPhone],
})

export const counsellingContract = defineContract(counsellingOutline, {
  schema: counsellingSchema,
  lookup: (data) => [data.contactPhone],
})

export const talkContract = defineContract(talkOutline, {
  schema: talkSchema,
  lookup: (data) => [data.contactPhone],
})
