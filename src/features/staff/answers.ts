/**
 * Every answer of a case in readable form. A kind that a journey asks reads back as that
 * journey's "Check your answers": its pages, its questions, the words chosen for each option,
 * each item of a list under its own heading (src/journey/summary.ts). The journeys belong to
 * other features, which this one never imports: the case page's route gives one reading per
 * case kind (`Readings`, each loaded when a case of its kind is opened).
 */
import type { I18n } from '@lingui/core'
import { summarize, type SummarySection } from '../../journey/summary'
import type { Answers, Journey } from '../../journey/types'
import type { CaseKind } from '../../shared/contracts/kinds'
import type { CaseDetail } from '../../shared/schemas/staff-cases'

/** How a case of one kind reads: the journey that asked it. */
export type Reading = {
  journey: Journey
  /** The answers as the journey's pages hold them, from the data it sent (default: as sent). */
  answersOf?: (data: Answers) => Answers
}

/** The reading of every kind of case, loaded when a case of the kind is opened. */
export type Readings = { readonly [K in CaseKind]: () => Promise<Reading> }

export function answerSections(i18n: I18n, detail: CaseDetail, reading: Reading): SummarySection[] {
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
