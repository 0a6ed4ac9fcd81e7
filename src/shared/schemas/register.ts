/**
 * `register/check` (docs/api.md): a licensed facility's agent asks whether a person is on the
 * register of exclusions, by the ID or passport number the person shows at the door. The same
 * ID rule as every form (src/shared/rules.ts); the gateway compares it as `lookupKey` normalises
 * it, as the exclusion recorded it on approval (migration 022).
 *
 * The answer says "excluded, until" or "not excluded" and nothing else: no name, no reference,
 * no reason (docs/decisions.md, "The register check").
 */
import * as v from 'valibot'
import { idNumberSchema } from '../rules'

export const registerCheckSchema = v.strictObject({ idNumber: idNumberSchema })
export type RegisterCheckRequest = v.InferOutput<typeof registerCheckSchema>

/** `until`: the last day the exclusion is in force, 'YYYY-MM-DD' (Botswana's calendar). */
export type RegisterAnswer = { excluded: true; until: string } | { excluded: false }

/** How many checks one account may make in a minute (a burst of that many, then one a second). */
export const REGISTER_CHECKS_PER_MINUTE = 60
