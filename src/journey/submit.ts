/**
 * Submitting a journey: the reference is made on the device now (docs/design.md section 4), the
 * submission and its files are saved in the outbox before any network call (the outbox, and
 * Dexie with it, loads only here), the draft is deleted, and what the PDF needs is kept for
 * this tab (snapshot.ts). A refused entry being corrected keeps its reference.
 */
import type { I18n } from '@lingui/core'
import * as v from 'valibot'
import { makeReference } from '../shared/reference'
import { dataOf, type PickedFile } from './model'
import { rememberSent } from './sent'
import { saveSnapshot } from './snapshot'
import { summarize } from './summary'
import type { Answers, Journey } from './types'
import { completeJourney } from './worked-out'

/** The outbox fields of each encoding: the data itself, or its one JSON part `data`. */
export function outboxFields(journey: Journey, data: Answers): Record<string, unknown> {
  return journey.contract.encoding === 'multipart' ? { data } : { ...data }
}

/**
 * The journey's summary for the confirmation, from the data as the schema outputs it (a code in
 * capitals, as the gateway stores it). The checks passed, so the contract is already loaded.
 */
async function summaryOf(journey: Journey, data: Answers) {
  if (!journey.summary) return undefined
  const parsed = v.safeParse((await journey.contract.load()).schema, data)
  return parsed.success ? journey.summary(parsed.output as Answers) : undefined
}

/** The answers back from an outbox entry's fields (to correct a refused one). */
export function answersFromFields(journey: Journey, fields: Record<string, unknown>): Answers {
  const answers = journey.contract.encoding === 'multipart' ? fields.data : fields
  const copy = { ...(typeof answers === 'object' && answers !== null ? answers : {}) } as Answers
  for (const key of Object.keys(journey.fixed ?? {})) delete copy[key]
  return copy
}

export async function submitJourney(
  i18n: I18n,
  declared: Journey,
  answers: Answers,
  files: readonly PickedFile[],
  correcting?: string,
): Promise<string> {
  const { enqueue, correctEntry } = await import('../offline/outbox-on-submit')
  // The journey with what it works out (a join's amount), as the checks saw it.
  const journey = await completeJourney(declared)
  const data = dataOf(journey, answers)
  const fields = outboxFields(journey, data)
  const summary = await summaryOf(journey, data)
  const attachments = files.map(({ field, name, type, data }) => ({ field, name, type, data }))
  let reference: string
  if (correcting) {
    await correctEntry(correcting, { fields, summary, files: attachments })
    reference = correcting
  } else {
    reference = makeReference(journey.contract.kind)
    await enqueue({
      reference,
      call: journey.contract.call,
      title: journey.title,
      fields,
      summary,
      files: attachments,
      encoding: journey.contract.encoding === 'json' ? 'json' : 'multipart',
      correctPath: journey.path,
      language: i18n.locale,
    })
  }
  saveSnapshot({
    reference,
    title: i18n._(journey.title),
    submittedAt: Date.now(),
    locale: i18n.locale,
    sections: summarize(i18n, journey, answers, files),
    files: files.map((file) => file.name),
  })
  rememberSent(declared.id, reference)
  return reference
}
