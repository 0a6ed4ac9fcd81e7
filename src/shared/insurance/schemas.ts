/**
 * The request schemas of the insurance calls (docs/design.md section 4a), once, for the pages and
 * the gateway. `premium/quote` takes `{ packageId, memberDateOfBirth, addOns: [{ addOnId,
 * dateOfBirth? }] }` and, optionally, the `deductionSource` the member means to pay by, so the
 * retirement-age rule can be told before the join. What depends on the quote date (a birth in
 * the future, an age outside an add-on's rules) is the pricing function's to say: a schema
 * knows no "today".
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { early } from '../rules'
import { BIRTH_YEAR_MIN, parseIsoDate } from './age'
import { DEDUCTION_SOURCES } from './types'

/** Most people one quote or one join can cover besides the member. */
export const ADD_ONS_MAX = 20

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/

/** A catalogue id (a scheme, package or add-on): lower-case letters, digits and hyphens. */
export function catalogueId(required: string) {
  return early(
    v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.regex(ID_PATTERN, required)),
  )
}

/** A date of birth as 'YYYY-MM-DD': a real date, in BIRTH_YEAR_MIN or later. */
export const dateOfBirthSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('dateOfBirth.required')),
    v.trim(),
    v.nonEmpty(m('dateOfBirth.required')),
    v.check((text) => parseIsoDate(text) !== undefined, m('dateOfBirth.invalid')),
    v.check(
      // After the check above: the year is the first four digits.
      (text) => Number(text.slice(0, 4)) >= BIRTH_YEAR_MIN,
      m('dateOfBirth.tooEarly', { min: BIRTH_YEAR_MIN }),
    ),
  ),
)

export const deductionSourceSchema = /* @__PURE__ */ v.picklist(
  DEDUCTION_SOURCES,
  m('deductionSource.invalid'),
)

const quoteAddOnSchema = v.strictObject({
  addOnId: catalogueId(m('addOn.required')),
  dateOfBirth: v.optional(dateOfBirthSchema),
})

export const premiumQuoteSchema = /* @__PURE__ */ v.strictObject({
  packageId: catalogueId(m('package.required')),
  memberDateOfBirth: dateOfBirthSchema,
  addOns: early(
    v.pipe(
      v.array(quoteAddOnSchema, m('addOns.invalid')),
      v.maxLength(ADD_ONS_MAX, m('addOns.tooMany', { max: ADD_ONS_MAX })),
    ),
  ),
  deductionSource: v.optional(deductionSourceSchema),
})

export type PremiumQuoteRequest = v.InferOutput<typeof premiumQuoteSchema>

/** `schemes/list` takes an empty object. */
export const schemesListSchema = /* @__PURE__ */ v.strictObject({})
