/**
 * `members/join` (docs/design.md section 4a): a union member's application to a funeral scheme.
 * Multipart: `reference` (MB-), one JSON part `data` checked by `memberJoinSchema`, and the
 * three KYC documents `identityFile`, `addressFile` and `bankStatementFile`. It lands in the
 * union's `members` queue; a status check may quote the member's identification number.
 *
 * `data`: `{ user, kyc: { identityInfo, addressInfo, employmentInfo, bankAccounts }, spouse?,
 * dependents, packageId, addOns: [{ addOnId, dependent?, spouse? }], deductionAmount, confirmed
 * }`, with the data model's field names (../insurance/member-fields.ts); `confirmed` (the declaration, as
 * in an exclusion application) is added where docs/design.md lists none. An add-on line covers the
 * dependent at index `dependent`, or the spouse when `spouse` is true, or else the member; each
 * person is covered once at most. docs/design.md names only `dependent`: `spouse: true` is added because the
 * spouse is kept apart from the dependents, as the member's data holds both.
 *
 * What needs the catalogue (the add-on rows, their ages, the premium that `deductionAmount`
 * must equal, payroll deduction past the retirement age) is checked by the pricing function on
 * the device and again on the gateway (../insurance/join-quote.ts); a schema knows no prices.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { DEPENDENTS_MAX } from '../insurance/member-choices'
import { dependentSchema, kycSchema, spouseSchema, userSchema } from '../insurance/member-fields'
import { isMoney } from '../insurance/money'
import { ADD_ONS_MAX, catalogueId } from '../insurance/schemas'
import { early } from '../rules'
import { defineContract } from './contract'
import { memberJoinOutline } from './member-join-outline'

/** No cover of these schemes costs this much a month: a larger amount is a typing error. */
export const DEDUCTION_MAX = 10_000

const addOnLineSchema = v.strictObject(
  {
    addOnId: catalogueId(m('addOn.required')),
    dependent: v.optional(
      v.pipe(
        v.number(m('addOn.person')),
        v.integer(m('addOn.person')),
        v.minValue(0, m('addOn.person')),
        v.maxValue(DEPENDENTS_MAX - 1, m('addOn.person')),
      ),
    ),
    spouse: v.optional(v.literal(true, m('addOn.person'))),
  },
  m('addOns.invalid'),
)

type Loose = Partial<Record<string, unknown>>
type Issue = { path: Array<string | number>; message: string }

/** Who each add-on line covers must be a person of this application, and only once. */
function peopleProblems(data: Loose): Issue[] {
  if (!Array.isArray(data.addOns)) return []
  const dependents = Array.isArray(data.dependents) ? data.dependents.length : undefined
  const seen = new Set<string>()
  const issues: Issue[] = []
  data.addOns.forEach((line: unknown, index) => {
    if (typeof line !== 'object' || line === null) return
    const { dependent, spouse } = line as Loose
    const at = (key: string, message: string) =>
      issues.push({ path: ['addOns', index, key], message })
    if (typeof dependent === 'number' && spouse === true) return at('spouse', m('addOn.person'))
    if (typeof dependent === 'number') {
      if (dependents !== undefined && dependent >= dependents) {
        return at('dependent', m('addOn.person'))
      }
      if (seen.has(`d${dependent}`)) return at('dependent', m('addOn.twice'))
      seen.add(`d${dependent}`)
    } else if (spouse === true) {
      if (data.spouse === undefined) return at('spouse', m('addOn.person'))
      if (seen.has('spouse')) return at('spouse', m('addOn.twice'))
      seen.add('spouse')
    }
  })
  return issues
}

export const memberJoinSchema = v.pipe(
  v.strictObject({
    user: userSchema,
    kyc: kycSchema,
    spouse: v.optional(spouseSchema),
    dependents: early(
      v.pipe(
        v.array(dependentSchema, m('dependents.invalid')),
        v.maxLength(DEPENDENTS_MAX, m('dependents.tooMany', { max: DEPENDENTS_MAX })),
      ),
    ),
    packageId: catalogueId(m('package.required')),
    addOns: early(
      v.pipe(
        v.array(addOnLineSchema, m('addOns.invalid')),
        v.maxLength(ADD_ONS_MAX, m('addOns.tooMany', { max: ADD_ONS_MAX })),
      ),
    ),
    deductionAmount: early(
      v.pipe(
        v.number(m('deductionAmount.required')),
        v.check(
          (amount) => amount >= 0 && amount <= DEDUCTION_MAX && isMoney(amount),
          m('deductionAmount.invalid', { max: DEDUCTION_MAX }),
        ),
      ),
    ),
    // The declaration, as in an exclusion application: the member confirms the answers.
    confirmed: v.literal(true, m('confirmed.required')),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const data = dataset.value
    if (typeof data !== 'object' || data === null) return
    for (const issue of peopleProblems(data as Loose)) {
      let input: unknown = data
      const path = issue.path.map((key) => {
        const value = (input as Record<string | number, unknown>)[key]
        const item = Array.isArray(input)
          ? { type: 'array' as const, origin: 'value' as const, input, key: key as number, value }
          : { type: 'object' as const, origin: 'value' as const, input, key: String(key), value }
        input = value
        return item
      })
      addIssue({ message: issue.message, path: path as [v.IssuePathItem] })
    }
  }),
)

export type MemberJoinData = v.InferOutput<typeof memberJoinSchema>

export const memberJoinContract = defineContract(memberJoinOutline, {
  schema: memberJoinSchema,
  lookup: (data) => [data.user.identificationNumber],
})
