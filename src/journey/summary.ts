/**
 * The answers as a person reads them back: one section per page, one row per question, in the
 * user's language. "Check your answers" shows these rows with Change links, and the PDF of the
 * application prints the very same rows.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate } from '../shared/dates'
import { fieldId, getAt, visibleFields, visibleSteps, type PickedFile } from './model'
import type { Answers, Field, Journey } from './types'
import { appLocaleOf } from '../i18n/locales'

export interface SummaryRow {
  /** The field's path: its Change link and its errors. */
  path: string
  id: string
  label: string
  /** One line each; empty when nothing was given. */
  lines: string[]
  /**
   * For an answer of an item of a list (`Dependent 2`): the item, and the question on its own
   * (`label` says both), so that a page may show each item under its own heading.
   */
  item?: { label: string; question: string }
}

export interface SummarySection {
  stepId: string
  title: string
  rows: SummaryRow[]
}

const NOT_GIVEN = msg`Not given`

function optionLabel(i18n: I18n, field: Field, value: unknown): string {
  if (field.control !== 'radios' && field.control !== 'select' && field.control !== 'checkboxes') {
    return String(value)
  }
  const option = field.options.find((item) => item.value === value)
  return option ? i18n._(option.label) : String(value)
}

function dateText(i18n: I18n, value: string): string {
  const date = new Date(`${value}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return formatDate(date, 'dayMonthYear', appLocaleOf(i18n.locale))
}

function lines(
  i18n: I18n,
  field: Field,
  value: unknown,
  answers: Answers,
  files: readonly PickedFile[],
): string[] {
  switch (field.control) {
    case 'file':
      return files.filter((file) => file.field === field.path).map((file) => file.name)
    case 'checkbox':
      return value === true ? [i18n._(msg`Yes`)] : [i18n._(msg`No`)]
    case 'checkboxes':
      return Array.isArray(value) ? value.map((item) => optionLabel(i18n, field, item)) : []
    case 'date':
      return typeof value === 'string' && value ? [dateText(i18n, value)] : []
    case 'custom': {
      const shown = field.display ? field.display(value, answers) : value
      if (shown === undefined || shown === null || shown === '') return []
      if (Array.isArray(shown)) return shown.map(String)
      return [typeof shown === 'object' ? i18n._(shown as MessageDescriptor) : String(shown)]
    }
    case 'group':
      return []
    default:
      if (value === undefined || value === null || value === '') return []
      return optionLabel(i18n, field, value).split('\n')
  }
}

function rowsOf(
  i18n: I18n,
  journey: Journey,
  field: Field,
  answers: Answers,
  files: readonly PickedFile[],
  base = '',
): SummaryRow[] {
  const path = base ? `${base}.${field.path}` : field.path
  if (field.control !== 'group') {
    const shown = lines(i18n, field, getAt(answers, path), answers, files)
    return [
      {
        path,
        id: fieldId(journey, path),
        label: i18n._(field.label),
        lines: shown.length > 0 ? shown : [i18n._(NOT_GIVEN)],
      },
    ]
  }
  const items = getAt(answers, path)
  if (!Array.isArray(items) || items.length === 0) {
    return [
      { path, id: fieldId(journey, path), label: i18n._(field.label), lines: [i18n._(NOT_GIVEN)] },
    ]
  }
  return items.flatMap((_, index) =>
    field.fields.map((inner) => {
      const [row] = rowsOf(i18n, journey, inner, answers, files, `${path}.${index}`)
      const item = i18n._(field.itemLabel(index + 1))
      const question = row!.label
      return { ...row!, label: i18n._(msg`${item}: ${question}`), item: { label: item, question } }
    }),
  )
}

export function summarize(
  i18n: I18n,
  journey: Journey,
  answers: Answers,
  files: readonly PickedFile[],
): SummarySection[] {
  return visibleSteps(journey, answers).map((step) => ({
    stepId: step.id,
    title: i18n._(step.title),
    rows: visibleFields(journey, step, answers).flatMap((field) =>
      rowsOf(i18n, journey, field, answers, files),
    ),
  }))
}
