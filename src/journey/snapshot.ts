/**
 * What the confirmation page needs to make the PDF of an application: the answers as read back
 * (summary.ts), in the language chosen, and the names of the files. Kept in this tab's
 * sessionStorage only, from the moment of submitting: the outbox deletes the answers from the
 * device once they are delivered, and a shared phone must not keep them longer than
 * the tab that made them. A stored value is outside input: it is checked when read back.
 */
import type { SummarySection } from './summary'

export interface Snapshot {
  reference: string
  title: string
  /** Epoch ms when it was submitted. */
  submittedAt: number
  /** The app locale the rows are written in. */
  locale: string
  sections: SummarySection[]
  files: string[]
}

const key = (reference: string) => `submission:${reference}`

export function saveSnapshot(snapshot: Snapshot): void {
  try {
    sessionStorage.setItem(key(snapshot.reference), JSON.stringify(snapshot))
  } catch {
    // Storage full or refused: the PDF button then says the answers are no longer here.
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

function isSection(value: unknown): value is SummarySection {
  const section = value as SummarySection
  return (
    typeof section?.title === 'string' &&
    Array.isArray(section.rows) &&
    section.rows.every((row) => typeof row?.label === 'string' && isStringList(row.lines))
  )
}

export function loadSnapshot(reference: string): Snapshot | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(sessionStorage.getItem(key(reference)) ?? 'null')
  } catch {
    return undefined
  }
  const snapshot = parsed as Snapshot | null
  if (
    !snapshot ||
    snapshot.reference !== reference ||
    typeof snapshot.title !== 'string' ||
    typeof snapshot.submittedAt !== 'number' ||
    typeof snapshot.locale !== 'string' ||
    !Array.isArray(snapshot.sections) ||
    !snapshot.sections.every(isSection) ||
    !isStringList(snapshot.files)
  ) {
    return undefined
  }
  return snapshot
}
