/**
 * The notices about an exclusion (docs/decisions.md, "Notices about an exclusion"), by email and
 * SMS, in the language the application was made in (`submissions.language`), words from the
 * catalogs (catalogs.ts, src/shared/notices.ts). One function per event, each queueing its
 * messages (queue.ts) in the transaction of what caused it:
 *
 * - noticeApproved: the decision (staff/effects.ts). The person and their support persons; of a
 *   third-party exclusion, the person excluded (the player, when a contact is known: that they
 *   are excluded, the dates, and how to appeal within 14 days) and the applicant.
 * - noticeCancellationAsked: a `cancel` application stored that names an exclusion of the
 *   register whose excluded person has the applicant's ID (submissions/exclusion-notices.ts
 *   finds it). The person, at the contacts of the exclusion and of the application, and the
 *   exclusion's support persons.
 * - noticeExtended: exclusions/extend. The applicant, who extended it.
 * - noticeEnding, noticeCancelled: 30 and 7 days before the last day in force, and the day a
 *   cancellation takes effect, from the job of every gateway (submissions/exclusion-notices.ts
 *   says when they are due). The person and their support persons.
 *
 * Once each: every message has a dedupeKey (`exclusion.<event>:<reference>:<date>:<who>:<channel>`),
 * so a notice caused twice (two gateways, a retry) is queued once. The job's notices are also
 * recorded in `exclusion_notices` (migration 025) by the insert that decides which gateway queues
 * them, so the job's query skips what is done.
 *
 * A support person is told only that the person named them, what happened, a date and the
 * helpline: never the reason, an ID number, an address or a file. Nothing personal is logged.
 */
import * as v from 'valibot'
import { longDate } from '../../../src/shared/exclusion-period'
import { intlLocale } from '../../../src/shared/dates'
import { appLocaleOf, type AppLocale } from '../../../src/shared/locales'
import { fillNotice } from '../../../src/shared/notices'
import type { Queryable } from '../db/db'
import { noticeWords, type NoticeAudience } from './catalogs'
import { enqueueMessage } from './queue'

/** Days after a reminder's day when it is still sent (the job did not run on the day). */
export const REMINDER_GRACE_DAYS = 2
/** Days before the last day in force when the reminders go. */
export const REMINDER_DAYS = [30, 7] as const
/** Support persons told at most (the form asks for a few). */
const MAX_SUPPORT_PERSONS = 5
const NAME_MAX = 80

/** A number as the SMS provider dials it, or undefined (a local number gets Botswana's +267). */
export function dialable(phone: unknown): string | undefined {
  if (typeof phone !== 'string') return undefined
  const compact = phone.replace(/[\s().-]/g, '').replace(/^00/, '+')
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact
  if (/^\d{7,8}$/.test(compact)) return `+267${compact}`
  return undefined
}

const EmailSchema = v.pipe(v.string(), v.maxLength(254), v.email())
const mailable = (email: unknown) =>
  typeof email === 'string' && v.is(EmailSchema, email.trim()) ? email.trim() : undefined

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

interface Contact {
  email?: string | undefined
  phone?: string | undefined
}

interface SupportPerson extends Contact {
  /** Its place in the list: part of the dedupeKey. */
  index: number
}

const contactOf = (person: unknown): Contact =>
  isRecord(person) ? { email: mailable(person.email), phone: dialable(person.contactPhone) } : {}

/** The exclusion's support persons with a contact (data.supportPersons, read defensively). */
function supportPersonsOf(data: Record<string, unknown>): SupportPerson[] {
  const list = Array.isArray(data.supportPersons) ? data.supportPersons : []
  return list
    .slice(0, MAX_SUPPORT_PERSONS)
    .map((item, index) =>
      isRecord(item)
        ? { index, email: mailable(item.email), phone: dialable(item.phone) }
        : { index },
    )
    .filter((person) => person.email || person.phone)
}

/** The exclusion's data, with who is excluded: the applicant, or the player of a third-party one. */
interface Exclusion {
  reference: string
  data: Record<string, unknown>
  language: AppLocale
  thirdParty: boolean
  person: Contact
  /** The excluded person's name, for their support persons' words. */
  name: string
  supportPersons: SupportPerson[]
}

interface ExclusionRow {
  reference: string
  data: Record<string, unknown>
  language: string
}

function exclusionOf(row: ExclusionRow): Exclusion {
  const data = isRecord(row.data) ? row.data : {}
  const thirdParty = data.kind === 'third-party'
  const excluded = thirdParty ? data.player : data.applicant
  const fullName = isRecord(excluded) ? excluded.fullName : undefined
  return {
    reference: row.reference,
    data,
    language: appLocaleOf(row.language),
    thirdParty,
    person: contactOf(excluded),
    name: typeof fullName === 'string' ? fullName.trim().slice(0, NAME_MAX) : '',
    supportPersons: thirdParty ? [] : supportPersonsOf(data),
  }
}

async function readExclusion(tx: Queryable, reference: string): Promise<Exclusion | undefined> {
  const [row] = await tx.query<ExclusionRow>(
    `select reference, data, language from submissions where reference = $1 and kind = 'exclusion'`,
    [reference],
  )
  return row ? exclusionOf(row) : undefined
}

/** The dates of a notice, as 'YYYY-MM-DD', written in words in its language. */
type NoticeDates = Partial<Record<'startsOn' | 'endsOn' | 'cancelledFrom', string>>

interface Send {
  /** `exclusion.<event>:<reference>:<date>`: the start of every dedupeKey of this notice. */
  key: string
  /** The message's kind, e.g. `exclusion.ending-30`. */
  kind: string
  reference: string
  audience: NoticeAudience
  /** Who in the notice: `person`, `applicant`, `support-0`… (part of the dedupeKey). */
  who: string
  to: Contact
  language: AppLocale
  name?: string
  dates: NoticeDates
}

/** Queues the email and the SMS of one recipient, each once, in their language. */
async function send(tx: Queryable, notice: Send): Promise<number> {
  const words = noticeWords(notice.audience, notice.language)
  const tag = intlLocale(words.locale)
  const values: Record<string, string> = { reference: notice.reference, name: notice.name ?? '' }
  for (const [field, date] of Object.entries(notice.dates)) {
    if (date) values[field] = longDate(date, tag)
  }
  const common = {
    language: words.locale,
    kind: notice.kind,
    subjectRef: notice.reference,
  }
  let queued = 0
  if (notice.to.email) {
    await enqueueMessage(tx, {
      ...common,
      channel: 'email',
      to: notice.to.email,
      subject: fillNotice(words.subject, values),
      text: fillNotice(words.text, values),
      dedupeKey: `${notice.key}:${notice.who}:email`,
    })
    queued++
  }
  if (notice.to.phone) {
    await enqueueMessage(tx, {
      ...common,
      channel: 'sms',
      to: notice.to.phone,
      text: fillNotice(words.sms, values),
      dedupeKey: `${notice.key}:${notice.who}:sms`,
    })
    queued++
  }
  return queued
}

type Event = 'approved' | 'ending' | 'cancelAsked' | 'cancelled' | 'extended'

/** The person, then each support person, of one exclusion's notice. */
async function toPersonAndSupport(
  tx: Queryable,
  exclusion: Exclusion,
  event: Exclude<Event, 'extended'>,
  base: Pick<Send, 'key' | 'kind' | 'dates'>,
  person: { audience: NoticeAudience; to: Contact; language?: AppLocale },
): Promise<number> {
  const { reference, language } = exclusion
  let queued = await send(tx, {
    ...base,
    reference,
    audience: person.audience,
    who: 'person',
    to: person.to,
    language: person.language ?? language,
  })
  for (const support of exclusion.supportPersons) {
    queued += await send(tx, {
      ...base,
      reference,
      audience: `${event}.support` as NoticeAudience,
      who: `support-${support.index}`,
      to: support,
      language,
      name: exclusion.name,
    })
  }
  return queued
}

interface DatesRow {
  starts_on: string | null
  ends_on: string | null
}

const readDates = async (tx: Queryable, reference: string) =>
  (
    await tx.query<DatesRow>(
      `select to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on
       from submissions where reference = $1`,
      [reference],
    )
  )[0]

/**
 * The exclusion `reference` is approved, with its dates set (staff/effects.ts): tells the person
 * and their support persons, or of a third-party one the person excluded and the applicant.
 * Returns how many messages it handed to the queue (a dedupeKey already there adds no row).
 */
export async function noticeApproved(tx: Queryable, reference: string): Promise<number> {
  const exclusion = await readExclusion(tx, reference)
  const dates = await readDates(tx, reference)
  if (!exclusion || !dates?.starts_on || !dates.ends_on) return 0
  const base = {
    key: `exclusion.approved:${reference}:${dates.starts_on}`,
    kind: 'exclusion.approved',
    dates: { startsOn: dates.starts_on, endsOn: dates.ends_on },
  }
  if (!exclusion.thirdParty) {
    return toPersonAndSupport(tx, exclusion, 'approved', base, {
      audience: 'approved.self',
      to: exclusion.person,
    })
  }
  const player = await send(tx, {
    ...base,
    reference,
    audience: 'approved.player',
    who: 'person',
    to: exclusion.person,
    language: exclusion.language,
  })
  const applicant = await send(tx, {
    ...base,
    reference,
    audience: 'approved.applicant',
    who: 'applicant',
    to: contactOf(exclusion.data.applicant),
    language: exclusion.language,
  })
  return player + applicant
}

/**
 * The exclusion `reference` was extended to `endsOn` (exclusions/extend): tells the applicant,
 * who did it (the status check finds an exclusion by the applicant's ID).
 */
export async function noticeExtended(
  tx: Queryable,
  reference: string,
  endsOn: string,
): Promise<number> {
  const exclusion = await readExclusion(tx, reference)
  if (!exclusion) return 0
  return send(tx, {
    key: `exclusion.extended:${reference}:${endsOn}`,
    kind: 'exclusion.extended',
    reference,
    audience: 'extended.person',
    who: 'applicant',
    to: contactOf(exclusion.data.applicant),
    language: exclusion.language,
    dates: { endsOn },
  })
}

/**
 * A cancellation was stored (submissions/exclusion-notices.ts found the exclusion of the
 * register it names, whose excluded person has the applicant's ID): tells the person, at the
 * exclusion's contacts and at the application's, in the application's language, and the
 * exclusion's support persons in the exclusion's.
 */
export async function noticeCancellationAsked(
  tx: Queryable,
  reference: string,
  cancellation: { reference: string; data: Record<string, unknown>; language: AppLocale },
): Promise<number> {
  const exclusion = await readExclusion(tx, reference)
  if (!exclusion) return 0
  const given = contactOf(cancellation.data.applicant)
  const base = {
    key: `exclusion.cancellation-asked:${reference}:${cancellation.reference}`,
    kind: 'exclusion.cancellation-asked',
    dates: {},
  }
  let queued = await toPersonAndSupport(tx, exclusion, 'cancelAsked', base, {
    audience: 'cancelAsked.person',
    to: exclusion.person,
    language: cancellation.language,
  })
  // The application's own contacts too, when they are others than the exclusion's.
  const more = {
    email: given.email !== exclusion.person.email ? given.email : undefined,
    phone: given.phone !== exclusion.person.phone ? given.phone : undefined,
  }
  queued += await send(tx, {
    ...base,
    reference,
    audience: 'cancelAsked.person',
    who: 'applicant',
    to: more,
    language: cancellation.language,
  })
  return queued
}

/** Records that the job's notice is queued; false when a gateway already did (or does now). */
async function claimNotice(
  tx: Queryable,
  reference: string,
  event: 'ending-30' | 'ending-7' | 'cancelled',
  onDay: string,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into exclusion_notices (reference, event, on_day) values ($1, $2, $3::date)
     on conflict do nothing returning 1`,
    [reference, event, onDay],
  )
  return rows.length > 0
}

/** The reminder `days` before the last day in force `lastDay` of the exclusion `reference`. */
export async function noticeEnding(
  tx: Queryable,
  reference: string,
  days: (typeof REMINDER_DAYS)[number],
  lastDay: string,
): Promise<number> {
  const event = days === 30 ? 'ending-30' : 'ending-7'
  if (!(await claimNotice(tx, reference, event, lastDay))) return 0
  const exclusion = await readExclusion(tx, reference)
  if (!exclusion) return 0
  return toPersonAndSupport(
    tx,
    exclusion,
    'ending',
    {
      key: `exclusion.${event}:${reference}:${lastDay}`,
      kind: `exclusion.${event}`,
      dates: { endsOn: lastDay },
    },
    { audience: 'ending.person', to: exclusion.person },
  )
}

/** The cancellation of the exclusion `reference` takes effect on `cancelledFrom`. */
export async function noticeCancelled(
  tx: Queryable,
  reference: string,
  cancelledFrom: string,
): Promise<number> {
  if (!(await claimNotice(tx, reference, 'cancelled', cancelledFrom))) return 0
  const exclusion = await readExclusion(tx, reference)
  if (!exclusion) return 0
  return toPersonAndSupport(
    tx,
    exclusion,
    'cancelled',
    {
      key: `exclusion.cancelled:${reference}:${cancelledFrom}`,
      kind: 'exclusion.cancelled',
      dates: { cancelledFrom },
    },
    { audience: 'cancelled.person', to: exclusion.person },
  )
}
