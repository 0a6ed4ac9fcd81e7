/**
 * The four seek-help requests of the self-help portal (docs/design.md section 4a, Seek help): JSON
 * bodies with `reference`, each answered `{ reference, status: "PENDING" }` and kept for the
 * regulator's staff. A status check finds them by reference plus the id number given, or the
 * phone number where no id number is asked.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { APP_LOCALES } from '../locales'
import { coordinatesSchema, LIMITS, natureSchema, optionalField } from '../rules'
import { conditionalObject, defineContract } from './contract'
import {
  choice,
  DISTRICTS,
  emailSchema,
  idNumberSchema,
  limitedText,
  longText,
  nameSchema,
  phoneSchema,
  yesNo,
} from './fields'

export const DESCRIPTION_MAX = 1000

/** 000 section 3, "Offense options", in its order. */
export const OFFENSES = [
  'illegalGambling',
  'underAgeGambling',
  'gamblingWhileInExclusion',
  'impersonatingAnotherPlayer',
  'illegalGamblingEstablishment',
  'other',
] as const

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'] as const

const gamblingFacility = limitedText(
  { required: 'gamblingFacility.required', tooLong: 'gamblingFacility.tooLong' },
  { max: 250 },
)
const optionalDescription = optionalField(longText('description', DESCRIPTION_MAX))

type Loose = Partial<Record<string, unknown>>
const isOther = (data: Loose) => data.natureOfOffense === 'other'
const named = (data: Loose) => data.anonymous === false

export const reportSchema = conditionalObject(
  {
    natureOfOffense: choice(OFFENSES, 'natureOfOffense.required'),
    otherOffense: natureSchema,
    // 000 section 5: a report's description is a comment, at most 250 characters.
    description: longText('description', LIMITS.comment.max),
    location: limitedText(
      { required: 'address.required', tooLong: 'address.tooLong' },
      { max: LIMITS.address.max },
      true,
    ),
    coordinates: optionalField(
      v.pipe(
        coordinatesSchema,
        v.transform(({ lat, lng }) => `${lat},${lng}`),
      ),
    ),
    anonymous: yesNo('anonymous.required'),
    contact: v.strictObject(
      {
        fullName: nameSchema,
        contactPhone: optionalField(phoneSchema),
        email: optionalField(emailSchema),
      },
      m('contact.required'),
    ),
  },
  {
    otherOffense: { required: isOther, allowed: isOther },
    contact: { required: named, allowed: named },
  },
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

export const reportContract = defineContract({
  kind: 'report',
  call: 'reports/submit',
  area: 'reports',
  encoding: 'json',
  schema: reportSchema,
  files: {},
  lookup: (data) => [data.contact?.contactPhone],
})

export const complaintContract = defineContract({
  kind: 'complaint',
  call: 'complaints/submit',
  area: 'complaints',
  encoding: 'json',
  schema: complaintSchema,
  files: {},
  lookup: (data) => [data.idNumber, data.contactPhone],
})

export const counsellingContract = defineContract({
  kind: 'counselling',
  call: 'counselling/request',
  area: 'counselling',
  encoding: 'json',
  schema: counsellingSchema,
  files: {},
  lookup: (data) => [data.contactPhone],
})

export const talkContract = defineContract({
  kind: 'talk',
  call: 'talk/request',
  area: 'talk',
  encoding: 'json',
  schema: talkSchema,
  files: {},
  lookup: (data) => [data.contactPhone],
})
