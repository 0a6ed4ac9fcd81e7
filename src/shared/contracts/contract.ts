/**
 * A submission contract: everything the device, the outbox and the gateway must agree on for
 * one kind of submission (docs/architecture.md, Forms). One declaration per kind in this folder
 * gives:
 *
 * - `schema`: the request's data, checked by the journey's pages on the device and by the one
 *   gateway route family (server/src/submissions/) with the very same valibot object;
 * - `files`: each upload field with its kind (picture or document) and when it is needed;
 * - `kind` (the reference prefix), `call` (POST /api/<call>), `encoding`, and the staff `area`
 *   whose queue the submission lands in;
 * - `lookup`: the values a status check may quote beside the reference.
 *
 * Each is built on its outline (outline.ts): the part a form's pages need, which loads
 * without valibot. Conditions ("a third-party application names the player", "other
 * relationship only when the relationship is other") are declared once there; the schema is
 * built on them with `conditionalObject`, so they hold on both sides.
 */
import * as v from 'valibot'
import { messageText as m, type MessageKey } from '../messages'
import type { Condition, ContractOutline, Loose as LooseData } from './outline'

export type { Condition, ContractOutline, FileRule, SubmissionData } from './outline'

export interface Contract<S extends v.GenericSchema = v.GenericSchema> extends ContractOutline {
  schema: S
  /** What a status check may quote beside the reference (see lookupKey). Empty: no check. */
  lookup(data: v.InferOutput<S>): Array<string | undefined>
}

export type AnyContract = Contract<v.GenericSchema>

/** A contract: its outline (outline.ts), with the schema built on the outline's conditions. */
export function defineContract<S extends v.GenericSchema>(
  outline: ContractOutline,
  rest: Pick<Contract<S>, 'schema' | 'lookup'>,
): Contract<S> {
  return { ...outline, ...rest }
}

/**
 * An id or phone number as a status check compares it: without spaces, brackets, dots or
 * hyphens, in capitals, and a Botswana number without its +267 (people type it either way).
 */
export function lookupKey(value: string): string {
  const compact = value.replace(/[\s().-]/g, '').toUpperCase()
  const local = /^(?:\+|00)?267(\d{7,8})$/.exec(compact)
  return local ? local[1]! : compact
}

export function lookupKeys(contract: AnyContract, data: unknown): string[] {
  const keys = contract.lookup(data).filter((key): key is string => Boolean(key))
  return [...new Set(keys.map(lookupKey))]
}

// ---- conditional fields ---------------------------------------------------------------------

type WithOptional<E extends v.ObjectEntries, K extends keyof E> = {
  [P in keyof E]: P extends K ? v.OptionalSchema<E[P], undefined> : E[P]
}

/** The message a field's own schema gives for a missing value ("Enter your name"). */
export function missingMessage(schema: v.GenericSchema): string {
  const result = v.safeParse(schema, undefined)
  return result.success ? m('field.required') : result.issues[0].message
}

/**
 * A strict object whose `conditions` keys are optional in the type and checked by rule: a key
 * that is required for this data and missing gets the message of its own schema; a key given
 * where it is not allowed is refused (once every answer is otherwise valid). The check runs even when other fields are invalid, so a
 * page of a journey sees its conditional fields' messages before the rest is filled in.
 */
export function conditionalObject<
  const E extends v.ObjectEntries,
  const K extends keyof E & string,
>(entries: E, conditions: { readonly [P in K]: Condition }) {
  const shape = { ...entries } as Record<string, v.GenericSchema>
  for (const key of Object.keys(conditions)) shape[key] = v.optional(entries[key]!)
  const rules = Object.entries(conditions) as Array<[string, Condition]>
  const schema = v.pipe(
    v.strictObject(shape as WithOptional<E, K>),
    v.rawCheck(({ dataset, addIssue }) => {
      const value = dataset.value
      if (typeof value !== 'object' || value === null) return
      const data = value as LooseData
      // "Not expected" is judged on valid answers only: an invalid answer that a condition
      // reads (anonymous: 12345) already has its own message.
      const invalid = Boolean(dataset.issues?.length)
      for (const [key, rule] of rules) {
        const given = data[key] !== undefined
        const path: [v.ObjectPathItem] = [
          { type: 'object', origin: 'value', input: data, key, value: data[key] },
        ]
        if (!given && rule.required?.(data)) {
          addIssue({ message: missingMessage(entries[key]!), path })
        } else if (given && !invalid && rule.allowed && !rule.allowed(data)) {
          addIssue({ message: m('field.notExpected'), path })
        }
      }
    }),
  )
  return schema
}

// ---- files ------------------------------------------------------------------------------------

export interface FileProblem {
  /** The upload field. */
  path: string
  key: MessageKey
  values?: Record<string, number>
}

/**
 * What is wrong with the number of files per field, for this data: a needed file missing, too
 * many, a field not taken for this kind, or a field the contract does not know.
 */
export function fileCountProblems(
  contract: Pick<ContractOutline, 'files'>,
  data: unknown,
  counts: Readonly<Record<string, number>>,
): FileProblem[] {
  const problems: FileProblem[] = []
  for (const path of Object.keys(counts)) {
    if (!Object.hasOwn(contract.files, path) && (counts[path] ?? 0) > 0) {
      problems.push({ path, key: 'file.unknown' })
    }
  }
  for (const [path, rule] of Object.entries(contract.files)) {
    const count = counts[path] ?? 0
    const max = rule.max ?? 1
    const allowed = rule.allowed?.(data as LooseData) ?? true
    if (count > 0 && !allowed) problems.push({ path, key: 'file.notExpected' })
    else if (count === 0 && allowed && rule.required?.(data as LooseData)) {
      problems.push({ path, key: 'file.required' })
    } else if (count > max) problems.push({ path, key: 'file.tooMany', values: { max } })
  }
  return problems
}
