/**
 * Every answer of a case in readable form. A kind that a journey asks reads back as that
 * journey's "Check your answers": its pages, its questions, the words chosen for each option,
 * each item of a list under its own heading (src/journey/summary.ts). The journeys belong to
 * other features, which this one never imports: the case page's route gives one reading per
 * case kind (`Readings`, each loaded when a case of its kind is opened). A kind without a
 * journey reads as the list of its answers under the labels its reading gives.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { summarize, type SummaryRow, type SummarySection } from '../../journey/summary'
import type { Answers, Journey } from '../../journey/types'
import type { CaseKind } from '../../shared/contracts/kinds'
import type { CaseDetail } from '../../shared/schemas/staff-cases'
import { labelOr } from './case-labels'

type Words = Readonly<Record<string, MessageDescriptor>>

/** How a case of one kind reads: the journey that asked it, or labels for a kind without one. */
export type Reading =
  | {
      journey: Journey
      /** The answers as the journey's pages hold them, from the data it sent (default: as sent). */
      answersOf?: (data: Answers) => Answers
    }
  | {
      /** The question of each answer, by its name. */
      labels: Words
      /** Words for the values of a choice, by answer (`category`). */
      options?: Readonly<Record<string, Words>>
    }

/** The reading of every kind of case, loaded when a case of the kind is opened. */
export type Readings = { readonly [K in CaseKind]: () => Promise<Reading> }

const NOT_GIVEN = msg`Not given`
const YES = msg`Yes`
const NO = msg`No`
const ANSWERS = msg`Answers`

function lines(i18n: I18n, value: unknown, options: Words | undefined): string[] {
  if (value === undefined || value === null || value === '') return [i18n._(NOT_GIVEN)]
  if (typeof value === 'boolean') return [i18n._(value ? YES : NO)]
  if (Array.isArray(value)) return value.map((item) => String(item))
  const text = String(value)
  const word = options && labelOr(options, text)
  return word ? [i18n._(word)] : text.split('\n')
}

/** The answers of a kind without a journey: flat, each under its label. */
function rows(i18n: I18n, data: Answers, labels: Words, options: Readonly<Record<string, Words>>) {
  return Object.entries(data).map(([key, value]): SummaryRow => {
    const label = labelOr(labels, key)
    return {
      path: key,
      id: `answer-${key}`,
      label: label ? i18n._(label) : key,
      lines: lines(i18n, value, options[key]),
    }
  })
}

export function answerSections(i18n: I18n, detail: CaseDetail, reading: Reading): SummarySection[] {
  if ('journey' in reading) {
    const files = detail.documents.map((document) => ({
      id: String(document.id),
      field: document.field,
      name: document.fileName,
      type: document.mediaType,
      data: new ArrayBuffer(0),
    }))
    const answers = reading.answersOf ? reading.answersOf(detail.data) : detail.data
    return summarize(i18n, reading.journey, answers, files)
  }
  return [
    {
      stepId: 'answers',
      title: i18n._(ANSWERS),
      rows: rows(i18n, detail.data, reading.labels, reading.options ?? {}),
    },
  ]
}
