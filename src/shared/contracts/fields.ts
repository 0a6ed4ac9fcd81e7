/**
 * The field rules of the self-help portal's applications and requests (docs/design.md section 4a,
 * and section 6), built from the shared rules in ../rules.ts, with a message of their
 * own where the general one would not say which answer is wrong ("Enter a town or village",
 * not "Enter your name").
 */
import * as v from 'valibot'
import { parseCoordinates, type Coordinates } from '../coordinates'
import { messageText as m, type MessageKey } from '../messages'
import {
  addressSchema,
  early,
  emailSchema,
  idNumberSchema,
  LIMITS,
  multiLine,
  nameSchema,
  optionalField,
  phoneSchema,
  PHONE_PATTERN,
  normalizePhone,
  singleLine,
} from '../rules'
import { AGE_RANGES, DISTRICTS, GENDERS } from './choices'

export { AGE_RANGES, DISTRICTS, GENDERS, type District } from './choices'

interface TextKeys {
  required: MessageKey
  tooShort?: MessageKey
  tooLong: MessageKey
}

/**
 * A required, trimmed text of `min` to `max` characters, each limit with its own message; no
 * control characters (line breaks and tabs only where `lines` is true).
 */
export function limitedText(keys: TextKeys, limits: { min?: number; max: number }, lines = false) {
  const { min = 1, max } = limits
  const required = m(keys.required)
  return early(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      lines ? multiLine() : singleLine(),
      v.minLength(min, keys.tooShort ? m(keys.tooShort, { min }) : required),
      v.maxLength(max, m(keys.tooLong, { max })),
    ),
  )
}

/** One of a list, with the message to show when nothing (or something else) was chosen. */
export const choice = <const T extends readonly string[]>(options: T, key: MessageKey) =>
  v.picklist(options, m(key))

/** A yes or no answer, as true or false. */
export const yesNo = (key: MessageKey) => v.boolean(m(key))

/** The longer texts of an application: description rule, at most `max` characters. */
export function longText(key: 'reason' | 'description', max: number) {
  return limitedText(
    { required: `${key}.required`, tooShort: `${key}.tooShort`, tooLong: `${key}.tooLong` },
    { min: LIMITS.description.min, max },
    true,
  )
}

export const locationSchema = limitedText(
  { required: 'location.required', tooShort: 'location.tooShort', tooLong: 'location.tooLong' },
  LIMITS.name,
)

const address = (key: 'residentialAddress' | 'postalAddress') =>
  limitedText(
    { required: `${key}.required`, tooLong: 'address.tooLong' },
    { max: LIMITS.address.max },
    true,
  )

export const faxSchema = early(
  v.pipe(
    v.string(m('fax.invalid')),
    v.trim(),
    v.transform(normalizePhone),
    v.regex(PHONE_PATTERN, m('fax.invalid')),
  ),
)

/**
 * A person of an exclusion application (docs/design.md section 4a, Person): the applicant, and the
 * player in a third-party application. Of the player, what identifies them is required (name,
 * ID or passport number, gender, age, district and town, beside the photo and ID copy of the
 * files); the addresses, e-mail and phone are optional, since the applicant may not know them
 * (docs/decisions.md, "What a third-party application needs").
 */
export function personSchema(role: 'applicant' | 'player') {
  const optionalForPlayer = <T extends v.GenericSchema>(schema: T) =>
    role === 'player' ? optionalField(schema) : schema
  return v.strictObject(
    {
      gender: choice(GENDERS, 'gender.required'),
      ageRange: choice(AGE_RANGES, 'ageRange.required'),
      district: choice(DISTRICTS, 'district.required'),
      location: locationSchema,
      fullName: nameSchema,
      email: optionalForPlayer(emailSchema),
      idNumber: idNumberSchema,
      contactPhone: optionalForPlayer(phoneSchema),
      fax: optionalField(faxSchema),
      residentialAddress: optionalForPlayer(address('residentialAddress')),
      postalAddress: optionalForPlayer(address('postalAddress')),
    },
    m(role === 'applicant' ? 'applicant.required' : 'player.required'),
  )
}

export { addressSchema, emailSchema, idNumberSchema, nameSchema, optionalField, phoneSchema }

/** 'lat, lng' text in, `{ lat, lng }` out. */
export const coordinatesSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('coordinates.invalid')),
    v.check((text) => parseCoordinates(text) !== undefined, m('coordinates.invalid')),
    v.transform((text) => parseCoordinates(text) as Coordinates),
  ),
)

/** An optional place from "Use my location": kept as `lat,lng`. */
export const coordinatesAnswer = /* @__PURE__ */ optionalField(
  v.pipe(
    coordinatesSchema,
    v.transform(({ lat, lng }) => `${lat},${lng}`),
  ),
)

/**
 * A contact to follow a report up (docs/design.md section 4a) gives a phone number, an email
 * address or both. The message is on the phone number, the first of the two on the page.
 */
export const reachable = <T>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const contact = dataset.value as { contactPhone?: unknown; email?: unknown } | undefined
    if (typeof contact !== 'object' || contact === null) return
    if (contact.contactPhone !== undefined || contact.email !== undefined) return
    addIssue({
      message: m('contact.phoneOrEmail'),
      path: [
        { type: 'object', origin: 'value', input: contact, key: 'contactPhone', value: undefined },
      ],
    })
  })

/**
 * A contact the person may give or leave out (a report of a fake, of a scam call): with it, a
 * name and a way to reach them; without it, nothing of a contact is sent (the journey drops
 * an empty one: src/journey/optional-contact.ts).
 */
export const optionalContact = /* @__PURE__ */ v.optional(
  v.pipe(
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
)
