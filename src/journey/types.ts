/**
 * A journey is a form declared as data (docs/architecture.md, Forms): its steps, one topic per
 * page, each with its fields, over one submission contract (src/shared/contracts). The layer
 * in this folder renders the pages, validates each page with the contract's schema, keeps a
 * draft on the device, shows "Check your answers", and submits through the outbox. Models:
 * DEFRA's forms engine (pages and conditions), HMPO's form wizard (`next` with conditions,
 * answers a change invalidates), GOV.UK's question-page and check-answers patterns.
 *
 * Labels are Lingui descriptors (`msg`), so extraction and translation work as everywhere.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import type { DatePartsProps } from '../components/form/DateParts'
import type { ContractOutline } from '../shared/contracts/outline'
import type { FieldError, MessageKey } from '../shared/messages'

/** The answers as the pages hold them: the contract's data, nested by path. */
export type Answers = Record<string, unknown>

export interface Option {
  value: string | boolean
  label: MessageDescriptor
  hint?: MessageDescriptor
}

interface FieldBase {
  /** Dot path into the answers, e.g. `applicant.fullName`; for a file, its upload field. */
  path: string
  label: MessageDescriptor
  hint?: MessageDescriptor
  /** Shown only when this holds (on top of the contract's own conditions). */
  when?: (answers: Answers) => boolean
  /** Words for this field instead of the shared rule's ("Enter the player's full name"). */
  messages?: Partial<Record<MessageKey, MessageDescriptor>>
}

export interface TextField extends FieldBase {
  control: 'text'
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email'
  /** A narrower box for short answers (codes, numbers). */
  width?: 'short' | 'medium'
  spellCheck?: boolean
}

export interface TextAreaField extends FieldBase {
  control: 'textarea'
  /**
   * The contract's limit for this text: said in the hint, and counted once the text is near
   * it. Must equal the schema's (tests/unit/form-limits.test.ts holds them equal).
   */
  maxLength?: number
}

export interface ChoiceField extends FieldBase {
  control: 'radios' | 'select'
  options: readonly Option[]
}

/** One box whose ticked value is `true` (a declaration). */
export interface CheckboxField extends FieldBase {
  control: 'checkbox'
}

/** Several boxes: the answer is the list of ticked values. */
export interface CheckboxesField extends FieldBase {
  control: 'checkboxes'
  options: readonly Option[]
}

/** A date as day, month and year boxes (GOV.UK); the answer is `YYYY-MM-DD`. */
export interface DateField extends FieldBase {
  control: 'date'
  /**
   * The boxes (components/form/DateParts.tsx), given by the form that asks a date rather than
   * imported by the journey layer: most forms ask none, and their first pages then do not
   * load them (docs/design.md section 7, the route budget).
   */
  boxes: ComponentType<DatePartsProps>
}

/** An upload field of the contract; pictures are prepared on the device (files.ts). */
export interface FileField extends FieldBase {
  control: 'file'
}

/** A list of items, each with the same fields (`add another`): the answer is an array. */
export interface GroupField extends FieldBase {
  control: 'group'
  /** Fields of one item; their paths are relative to the item. */
  fields: readonly Field[]
  /** The heading of item n (n from 1), e.g. msg`Dependent {n}`; gets `{ n }`. */
  itemLabel: (n: number) => MessageDescriptor
  addLabel: MessageDescriptor
  min?: number
  max: number
  /**
   * Other answers that point at items by their position (an add-on line's `dependent: 2`)
   * follow a removal: given the answers after item `index` went, returns them corrected.
   */
  afterRemove?: (answers: Answers, index: number) => Answers
}

/** A control of the form's own (a location button, a live quote). */
export interface CustomField extends FieldBase {
  control: 'custom'
  component: ComponentType<CustomControlProps>
  /** How the answer reads on Check your answers; default: as text. */
  display?: Display
}

/** The words of an answer: one line, or one line each (an add-on per person covered). */
export type Display = (
  value: unknown,
  answers: Answers,
) => string | readonly string[] | MessageDescriptor | undefined

export interface CustomControlProps {
  id: string
  label: string
  hint?: string
  error?: string
  /** Every message the page shows, by path: a control does not repeat one shown elsewhere. */
  errors?: ReadonlyMap<string, string>
  value: unknown
  answers: Answers
  onChange: (value: unknown) => void
}

export type Field =
  | TextField
  | TextAreaField
  | ChoiceField
  | CheckboxField
  | CheckboxesField
  | DateField
  | FileField
  | GroupField
  | CustomField

export interface Step {
  /** In the address (`?step=<id>`) and the draft. */
  id: string
  /** The page heading: the one question or topic of the page. */
  title: MessageDescriptor
  intro?: MessageDescriptor
  when?: (answers: Answers) => boolean
  fields: readonly Field[]
}

export interface Journey {
  /** The draft's key on this device. */
  id: string
  /**
   * The contract's outline: the pages draw themselves from it, and load the whole contract
   * (its schema) only to check the answers (checks.ts).
   */
  contract: ContractOutline
  /** What the outbox, the confirmation and the PDF call it. */
  title: MessageDescriptor
  /** The route of the form, e.g. `/self-help/exclusions/self`. */
  path: string
  /** Where Back leads from the first page. */
  startPath: string
  /** Answers fixed by the form itself, e.g. `{ kind: 'self' }`. */
  fixed?: Answers
  steps: readonly Step[]
  /**
   * The data made from the answers before the contract sees it (after the fixed ones and
   * without blanks): answers worked out rather than asked (an amount that is the quote of the
   * choices), or a question that only opens others (`hasSpouse`) taken out. Pure.
   */
  derive?: (data: Answers) => Answers
  /**
   * `derive` and the custom fields' `display` when they need code the first page can do
   * without (a join's pricing, docs/design.md section 7): loaded with the checks, Check your
   * answers and the submit (worked-out.ts), which see the journey completed with them.
   */
  workedOut?: () => Promise<WorkedOut>
  /**
   * Refusals the schema cannot know, on the data's paths (the join's choices against the
   * catalogue on the device), checked with the schema on Continue and on submit. Pure.
   */
  problems?: (data: Answers) => FieldError[]
  /**
   * What the confirmation quotes beside the reference (a product code, by the labels of
   * src/features/submitted/next-steps.ts), from the data as the contract's schema gives it:
   * never personal data, as the device keeps it after delivery.
   */
  summary?: (data: Answers) => Record<string, string>
  /** Shown above the first page (a call to the helpline before a call-back form). */
  lead?: ComponentType
}

export interface WorkedOut {
  /**
   * The pages after those the journey declares, appended to them: a form whose first page
   * need not carry the words of every later page declares only its first pages, and gives
   * the rest here (docs/design.md section 7, the route budget). They load with the checks, at
   * the first focus in the form, or at once when the address names a later page.
   */
  steps?: readonly Step[]
  derive?: (data: Answers) => Answers
  problems?: (data: Answers) => FieldError[]
  /** By the custom field's path (relative to its group, if in one). */
  display?: Readonly<Record<string, Display>>
}

/** Declares a journey (keeps the literal types of its steps). */
export const defineJourney = (journey: Journey): Journey => journey
