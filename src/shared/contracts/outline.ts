/**
 * A submission contract's outline: all of the contract that a form's pages need to show
 * themselves, without its schema (contract.ts). Which answers are asked for which others
 * (`conditions`), which may be left empty (`optional`), which files it takes and when, and
 * where it goes.
 *
 * Why apart: the schema brings valibot and the shared rules and messages (about 10 KiB
 * compressed), and a form's first page shows no error. The page draws itself from the
 * outline and loads the contract (`load`) once the person starts filling it in, so a visitor
 * who reads the first page downloads none of it (docs/design.md section 7). The contract is
 * built from its outline, so the two share every condition and file rule; `optional` is
 * checked against the schema by contracts.test.ts.
 *
 * Nothing here may import valibot.
 */
import type { ReferenceKind } from '../reference'
import type { UploadKind } from '../uploads'
import type { StaffArea } from './areas'
import type { AnyContract } from './contract'

export type SubmissionData = Record<string, unknown>

/** The answers as a condition reads them: any of them may be missing. */
export type Loose = Partial<Record<string, unknown>>

export interface FileRule {
  kind: UploadKind
  /** How many files the field takes at most (default 1). */
  max?: number
  /** Whether this submission must carry at least one (default: never). */
  required?(data: Loose): boolean
  /** Whether this submission may carry any (default: always). */
  allowed?(data: Loose): boolean
}

export interface Condition {
  /** The answer must be given when this holds (default: never). */
  required?: (data: Loose) => boolean
  /** The answer may be given only when this holds (default: always). */
  allowed?: (data: Loose) => boolean
}

export interface ContractOutline {
  kind: ReferenceKind
  /** The gateway call, POST /api/<call>. */
  call: string
  area: StaffArea
  /**
   * How the request carries its data: a JSON body with `reference` beside the data (`json`);
   * a multipart body of `reference`, one JSON part `data` and the file parts (`multipart`); or a
   * multipart body with each text field as its own part (`fields`, product registration).
   */
  encoding: 'json' | 'multipart' | 'fields'
  files: Readonly<Record<string, FileRule>>
  /** The top-level answers asked only in some cases (the schema is built with these). */
  conditions: Readonly<Record<string, Condition>>
  /**
   * The paths the schema lets go unanswered, `*` standing for any item of a list
   * (`dependents.*.middleName`). A conditional answer is here too: its condition says when
   * it is required.
   */
  optional: readonly string[]
  /** The whole contract, schema and all (its own chunk in the browser). */
  load(): Promise<AnyContract>
}

/** Declares an outline, keeping the names of its conditions for the schema's type. */
export const defineOutline = <const O extends ContractOutline>(outline: O): O => outline

/** Whether the schema lets `path` go unanswered (`dependents.2.middleName`: yes). */
export function optionalIn(outline: ContractOutline, path: string): boolean {
  const pattern = path
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? '*' : key))
    .join('.')
  return outline.optional.includes(pattern)
}
