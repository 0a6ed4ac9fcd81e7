/**
 * The member's own sign-in with a code sent by email (`members/auth/start`, `members/auth/verify`;
 * docs/api.md): the page and the gateway check the same rules.
 */
import * as v from 'valibot'
import { referenceSchema } from '../reference'
import { emailSchema, otpSchema } from '../rules'

/** Digits in a code the gateway sends; the field accepts the documents' otp (4 to 20). */
export const MEMBER_CODE_DIGITS = 6
/** How long a code may be used, in minutes. */
export const MEMBER_CODE_MINUTES = 10

export const memberStartSchema = v.strictObject({ email: emailSchema })
export type MemberStartRequest = v.InferOutput<typeof memberStartSchema>

export const memberVerifySchema = v.strictObject({
  email: emailSchema,
  code: otpSchema,
  /** A join made signed out, whose email this code confirms: it is linked to the account. */
  reference: v.optional(referenceSchema('insuranceJoin')),
})
/** The code step of the sign-in page: the code alone (the email was given before). */
export const memberCodeSchema = v.strictObject({ code: otpSchema })

export type MemberVerifyRequest = v.InferOutput<typeof memberVerifySchema>

/** What a right code answers: who is signed in, and whether the join named was linked. */
export interface MemberSignedIn {
  email: string
  linked: boolean
}
