/**
 * The notices about an exclusion (notices.ts; docs/decisions.md, "Notices about an exclusion"),
 * through the gateway's own calls: a submission keeps the language it was made in, and the
 * person and their support persons are told, in it, when the exclusion is approved, 30 and 7
 * days before its last day in force (test/clock moves the date), when a cancellation is asked
 * and when one takes effect; each notice once, whoever causes it twice.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { cancellableFrom, dayAfter } from '../../../src/shared/exclusion-period'
import type { AppLocale } from '../../../src/shared/locales'
import { makeReference } from '../../../src/shared/reference'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { DAY_MS } from '../clock'
import { addCase } from '../staff/testing-cases'
import { postJson } from '../testing'
import { sendDueNotices } from '../submissions/exclusion-notices'

let t: StaffTest
let manager: string

beforeAll(async () => {
  t = await staffTest()
  manager = await signIn(t.app, 'manager@regulator.example')
}, 60_000)

afterAll(async () => {
  await t.close()
})

beforeEach(async () => {
  await postJson(t.app, '/api/test/clock', { reset: true })
})

const applicant = SAMPLE_DATA.exclusion.applicant
const SUPPORT = [
  {
    fullName: 'Mpho Helper',
    relationship: 'sibling',
    phone: '71 111 222',
    email: 'mpho.helper@example.org',
  },
  { fullName: 'Lesego Friend', relationship: 'friend', phone: '+26772223333' },
  { fullName: 'Nobody Reachable', relationship: 'friend' },
]

interface Sent {
  channel: 'email' | 'sms'
  recipient: string
  subject: string | null
  body_text: string
  language: string
  kind: string
  dedupe_key: string
}

const sent = (reference: string, kind?: string) =>
  t.db.query<Sent>(
    `select channel, recipient, subject, body_text, language, kind, dedupe_key from messages
     where subject_ref = $1 and ($2::text is null or kind = $2) order by id`,
    [reference, kind ?? null],
  )

const moveClock = async (addDays: number) => {
  const response = await postJson(t.app, '/api/test/clock', { addDays })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { today: string } }).data.today
}

const today = () => moveClock(0)

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

const decide = async (reference: string) => {
  const response = await staffPost(
    t.app,
    '/api/staff/cases/decide',
    { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' },
    { cookie: manager },
  )
  expect(response.status).toBe(200)
}

async function approved(
  language: AppLocale,
  data: Record<string, unknown> = {},
  period = 'P6M',
): Promise<{ reference: string; lastDay: string }> {
  const reference = await addCase(t, {
    kind: 'exclusion',
    language,
    data: { ...SAMPLE_DATA.exclusion, period, supportPersons: SUPPORT, ...data },
  })
  await decide(reference)
  const [row] = await t.db.query<{ last_day: string }>(
    `select to_char(ends_on, 'YYYY-MM-DD') as last_day from submissions where reference = $1`,
    [reference],
  )
  return { reference, lastDay: row!.last_day }
}

/** What a support person must never be told. */
function expectNothingPrivate(message: Sent) {
  const words = `${message.subject ?? ''} ${message.body_text}`
  for (const secret of [
    applicant.idNumber,
    applicant.residentialAddress,
    applicant.postalAddress,
    applicant.email,
    SAMPLE_DATA.exclusion.reason,
    SAMPLE_DATA.exclusion.gamblingFacility,
    'idCopy',
  ]) {
    expect(words).not.toContain(secret)
  }
}

describe('the language of a submission', () => {
  const talk = async (language?: string, reference = makeReference('talk')) => {
    const response = await postJson(
      t.app,
      '/api/talk/request',
      { reference, ...SAMPLE_DATA.talk },
      language === undefined ? {} : { 'content-language': language },
    )
    expect(response.status).toBeLessThan(300)
    const [row] = await t.db.query<{ language: string }>(
      'select language from submissions where reference = $1',
      [reference],
    )
    return row!.language
  }

  it('is the app locale of its Content-Language, English when it names none of ours', async () => {
    expect(await talk('ts')).toBe('ts')
    expect(await talk('kga')).toBe('kga')
    expect(await talk('FR')).toBe('fr')
    expect(await talk('de')).toBe('en')
    expect(await talk('')).toBe('en')
    // An outbox entry made before the header: no refusal, English.
    expect(await talk()).toBe('en')
  })

  it('stays the first one when the same submission is sent again in another', async () => {
    const reference = makeReference('talk')
    expect(await talk('fr', reference)).toBe('fr')
    expect(await talk('ts', reference)).toBe('fr')
  })
})

describe('an approved exclusion', () => {
  it('is told to the person and each support person with a contact, in the language of the application', async () => {
    const { reference } = await approved('ts')
    const messages = await sent(reference)
    expect(messages.map((m) => [m.kind, m.channel, m.recipient])).toEqual([
      ['exclusion.approved', 'email', applicant.email],
      ['exclusion.approved', 'sms', applicant.contactPhone],
      ['exclusion.approved', 'email', SUPPORT[0]!.email],
      ['exclusion.approved', 'sms', '+26771111222'],
      ['exclusion.approved', 'sms', SUPPORT[1]!.phone],
    ])
    expect(new Set(messages.map((m) => m.language))).toEqual(new Set(['ts']))
    expect(messages[0]!.subject).toBe(`Thibelo ya gago ${reference} e dumeletswe`)
    expect(messages[2]!.subject).toBe(`${applicant.fullName} o go tlhaotse jaaka motshegetsi`)
    for (const message of messages.slice(2)) {
      expect(message.body_text).toContain(applicant.fullName)
      expect(message.body_text).toContain('19777')
      expectNothingPrivate(message)
    }
  })

  it('of a third party is told to the person excluded, with how to appeal, and to the applicant', async () => {
    const player = {
      ...applicant,
      fullName: 'Kagiso Player',
      idNumber: '555666777',
      email: 'kagiso.player@example.org',
      contactPhone: '+26773334444',
    }
    const { reference } = await approved('fr', {
      kind: 'third-party',
      player,
      relationship: 'sibling',
      description: 'He gambles every day.',
      supportPersons: undefined,
    })
    const messages = await sent(reference)
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', player.email],
      ['sms', player.contactPhone],
      ['email', applicant.email],
      ['sms', applicant.contactPhone],
    ])
    const [toPlayer, smsToPlayer, toApplicant] = messages
    expect(toPlayer!.subject).toBe('Vous êtes exclu des jeux d’argent')
    expect(toPlayer!.body_text).toContain('14 jours')
    expect(toPlayer!.body_text).toContain('Faire appel d’une décision d’exclusion')
    expect(smsToPlayer!.body_text).toContain('14 jours')
    expect(toApplicant!.subject).toBe(`L’exclusion ${reference} est approuvée`)
    // The applicant's reasons are not the player's to read.
    expect(toPlayer!.body_text).not.toContain('He gambles every day.')
    expect(toPlayer!.body_text).not.toContain(applicant.fullName)
  })

  it('of a third party whose person has no contact is told to the applicant only', async () => {
    const { contactPhone: _, email: __, ...player } = { ...applicant, idNumber: '555666778' }
    const { reference } = await approved('en', {
      kind: 'third-party',
      player,
      relationship: 'sibling',
      description: 'He gambles every day.',
    })
    expect((await sent(reference)).map((m) => m.recipient)).toEqual([
      applicant.email,
      applicant.contactPhone,
    ])
  })
})

describe('the reminders before the last day in force', () => {
  it('come 30 and 7 days before it, once each, and none after it', async () => {
    const { reference, lastDay } = await approved('fr')
    const start = await today()
    await moveClock(daysBetween(start, lastDay) - 31)
    expect(await sent(reference, 'exclusion.ending-30')).toEqual([])

    await moveClock(1)
    const thirty = await sent(reference, 'exclusion.ending-30')
    expect(thirty.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', applicant.email],
      ['sms', applicant.contactPhone],
      ['email', SUPPORT[0]!.email],
      ['sms', '+26771111222'],
      ['sms', SUPPORT[1]!.phone],
    ])
    expect(thirty[0]!.language).toBe('fr')
    expect(thirty[0]!.subject).toMatch(new RegExp(`^Votre exclusion ${reference} prend fin le `))
    for (const message of thirty.slice(2)) expectNothingPrivate(message)

    // The job of two gateways at the same moment, and again: nothing more.
    const now = await today()
    await Promise.all([sendDueNotices(t.db, now), sendDueNotices(t.db, now)])
    await moveClock(1)
    expect(await sent(reference, 'exclusion.ending-30')).toHaveLength(5)

    const at = await today()
    await moveClock(daysBetween(at, lastDay) - 7)
    expect(await sent(reference, 'exclusion.ending-7')).toHaveLength(5)
    await moveClock(7)
    await moveClock(1)
    await moveClock(30)
    const kinds = (await sent(reference)).map((m) => m.kind)
    expect(kinds.filter((kind) => kind.startsWith('exclusion.ending'))).toHaveLength(10)
  })

  it('skip a mark the date moved past, and never come for a day before the approval', async () => {
    const { reference, lastDay } = await approved('en')
    const start = await today()
    // From 40 days before to 20 before: the 30-day mark is behind, the 7-day one ahead.
    await moveClock(daysBetween(start, lastDay) - 40)
    await moveClock(20)
    expect(await sent(reference, 'exclusion.ending-30')).toEqual([])
    await moveClock(13)
    expect(await sent(reference, 'exclusion.ending-7')).toHaveLength(5)
    expect(await sent(reference, 'exclusion.ending-30')).toEqual([])

    // Approved 8 days before a cancellation's first day: its 7-day mark is the day of the
    // approval, when the person is told of the approval itself.
    const late = await approved('en')
    let cancelledFrom = await today()
    for (let i = 0; i < 8; i++) cancelledFrom = dayAfter(cancelledFrom)
    await t.db.query('update submissions set cancelled_from = $2 where reference = $1', [
      late.reference,
      cancelledFrom,
    ])
    await moveClock(0)
    await moveClock(1)
    expect(await sent(late.reference, 'exclusion.ending-7')).toEqual([])
  })

  it('come for the new last day once an exclusion is extended', async () => {
    const { reference, lastDay } = await approved('en')
    const start = await today()
    await moveClock(daysBetween(start, lastDay) - 30)
    expect(await sent(reference, 'exclusion.ending-30')).toHaveLength(5)
    const extended = await postJson(t.app, '/api/exclusions/extend', {
      idNumber: applicant.idNumber,
      reference,
      period: 'P6M',
    })
    expect(extended.status).toBe(200)
    const { endsOn } = ((await extended.json()) as { data: { endsOn: string } }).data
    const [told] = await sent(reference, 'exclusion.extended')
    expect(told!.recipient).toBe(applicant.email)
    await moveClock(daysBetween(await today(), endsOn) - 30)
    const thirty = await sent(reference, 'exclusion.ending-30')
    expect(thirty).toHaveLength(10)
    expect(new Set(thirty.map((m) => m.dedupe_key)).size).toBe(10)
  })
})

describe('a cancellation', () => {
  const cancel = (reference: string, idNumber = applicant.idNumber, language: AppLocale = 'en') =>
    addCase(t, {
      kind: 'exclusion',
      language,
      data: {
        kind: 'cancel',
        applicant: { ...applicant, idNumber, email: 'new.address@example.org' },
        exclusionReferenceNumber: reference.replace('-', ''),
        hadReferenceNumber: true,
        confirmed: true,
      },
    })

  it('asked is told to the person, at the exclusion’s contacts and the application’s, and to the support persons', async () => {
    const { reference } = await approved('ts', {}, 'P1Y')
    // A cancellation can be asked once the exclusion is 6 months old (cancel.ts).
    const start = await today()
    await moveClock(Math.round((Date.parse(cancellableFrom(start)) - Date.parse(start)) / DAY_MS))
    await cancel(reference, ` ${applicant.idNumber} `, 'fr')
    const asked = await sent(reference, 'exclusion.cancellation-asked')
    expect(asked.map((m) => [m.channel, m.recipient, m.language])).toEqual([
      ['email', applicant.email, 'fr'],
      ['sms', applicant.contactPhone, 'fr'],
      ['email', SUPPORT[0]!.email, 'ts'],
      ['sms', '+26771111222', 'ts'],
      ['sms', SUPPORT[1]!.phone, 'ts'],
      ['email', 'new.address@example.org', 'fr'],
    ])
    expect(asked[0]!.subject).toBe(`Une annulation de votre exclusion ${reference} a été demandée`)
    for (const message of asked.slice(2, 5)) expectNothingPrivate(message)
  })

  it('asked by someone who is not the person excluded tells nobody', async () => {
    const { reference } = await approved('en')
    await cancel(reference, '999888777')
    expect(await sent(reference, 'exclusion.cancellation-asked')).toEqual([])
  })

  it('taking effect is told on its first day, once', async () => {
    const { reference } = await approved('en')
    const start = await today()
    let cancelledFrom = start
    for (let i = 0; i < 7; i++) cancelledFrom = dayAfter(cancelledFrom)
    // As the approval of a cancellation records it (migration 022).
    await t.db.query('update submissions set cancelled_from = $2 where reference = $1', [
      reference,
      cancelledFrom,
    ])
    await moveClock(6)
    expect(await sent(reference, 'exclusion.cancelled')).toEqual([])
    await moveClock(1)
    const ended = await sent(reference, 'exclusion.cancelled')
    expect(ended.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', applicant.email],
      ['sms', applicant.contactPhone],
      ['email', SUPPORT[0]!.email],
      ['sms', '+26771111222'],
      ['sms', SUPPORT[1]!.phone],
    ])
    expect(ended[0]!.subject).toBe(`Your exclusion ${reference} has ended`)
    for (const message of ended.slice(2)) expectNothingPrivate(message)
    await moveClock(1)
    expect(await sent(reference, 'exclusion.cancelled')).toHaveLength(5)
  })
})
