/**
 * Every answer of a case in readable form. A kind that a journey asks
 * (exclusions, seek-help) reads back as that journey's "Check your answers": its pages, its
 * questions, the words chosen for each option (src/journey/summary.ts). The journeys belong
 * to other features, which this one never imports: the case page's route passes them in.
 * A kind without a journey (a product registration, an insurance join) reads as a list of
 * its answers under their own labels (case-labels.ts), nested answers by their path. Amounts
 * in pula read as everywhere else in the app (formatCurrency), not as the bare number stored.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { summarize, type SummaryRow, type SummarySection } from '../../journey/summary'
import type { Journey } from '../../journey/types'
import type { CaseDetail } from '../../shared/schemas/staff-cases'
import { appLocaleOf } from '../../shared/locales'
import { formatCurrency } from '../../shared/dates'
import { ANSWER_LABELS, labelOr } from './case-labels'

/** Answers that are amounts in pula (a join's deduction and salary). */
const AMOUNTS = new Set(['deductionAmount', 'basicSalary'])

export interface AnswerSources {
  /** The journey that asks each kind of case (by its kind, e.g. `exclusion-self`). */
  journeys: Readonly<Record<string, Journey>>
  /** Words for the values of a choice that no journey describes, by answer (`category`). */
  options?: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>>
}

const NOT_GIVEN = msg`Not given`
const YES = msg`Yes`
const NO = msg`No`
const ANSWERS = msg`Answers`

type Options = NonNullable<AnswerSources['options']>

function lines(i18n: I18n, key: string, value: unknown, options: Options): string[] {
  if (value === undefined || value === null || value === '') return [i18n._(NOT_GIVEN)]
  if (typeof value === 'boolean') return [i18n._(value ? YES : NO)]
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (AMOUNTS.has(key) && typeof amount === 'number' && Number.isFinite(amount)) {
    return [formatCurrency(amount, appLocaleOf(i18n.locale))]
  }
  if (Array.isArray(value)) return value.map((item) => String(item))
  const text = String(value)
  const word = options[key] && labelOr(options[key], text)
  return word ? [i18n._(word)] : text.split('\n')
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function rows(i18n: I18n, data: unknown, options: Options, base = ''): SummaryRow[] {
  if (!isRecord(data)) return []
  return Object.entries(data).flatMap(([key, value]): SummaryRow[] => {
    const path = base ? `${base}.${key}` : key
    if (isRecord(value)) return rows(i18n, value, options, path)
    if (Array.isArray(value) && value.some(isRecord)) {
      return value.flatMap((item, index) => rows(i18n, item, options, `${path}.${index + 1}`))
    }
    const label = base ? undefined : labelOr(ANSWER_LABELS, key)
    return [
      {
        path,
        id: `answer-${path}`,
        label: label ? i18n._(label) : path,
        lines: lines(i18n, key, value, options),
      },
    ]
  })
}

export function answerSections(
  i18n: I18n,
  detail: CaseDetail,
  sources: AnswerSources,
): SummarySection[] {
  const journey = Object.hasOwn(sources.journeys, detail.kind)
    ? sources.journeys[detail.kind]
    : undefined
  if (journey) {
    const files = detail.documents.map((document) => ({
      id: String(document.id),
      field: document.field,
      name: document.fileName,
      type: document.mediaType,
      data: new ArrayBuffer(0),
    }))
    return summarize(i18n, journey, detail.data, files)
  }
  return [
    {
      stepId: 'answers',
      title: i18n._(ANSWERS),
      rows: rows(i18n, detail.data, sources.options ?? {}),
    },
  ]
}
