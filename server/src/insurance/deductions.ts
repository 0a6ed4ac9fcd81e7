/**
 * The monthly payroll deductions of the union's members (src/shared/insurance/deductions.ts;
 * docs/api.md, `staff/deductions/preview`; docs/decisions.md, "Deductions and lapse").
 *
 * - `POST /api/staff/deductions/preview {month, source, csv}`: the schedule read and matched,
 *   row by row, each unmatched row with its reason; nothing stored.
 * - `POST /api/staff/deductions/confirm {month, source, csv}`: the same reading, its matched
 *   rows stored as the month's import of that source, audited. Once per month and source: the
 *   same schedule again (by its digest) answers the first import; another one is a 409.
 * - `POST /api/staff/deductions/imports {page?}`: the imports, newest month first.
 *
 * The schedule comes as text in JSON, not as a multipart file: nothing of it is kept but the
 * matched rows (no upload to store, scan or clean up), a CSV is text the page reads with
 * `File.text()`, and the JSON reader already bounds it (1 MB, UTF-8, 413/400 envelopes). A
 * manager of the union only (the matrix's `deductions.import`).
 *
 * A confirmed import may leave members a month behind, one before their cover lapses: each is
 * warned once per run of months without the full premium (`deduction_warnings`, migration 033, and the messages' dedupeKey), by email and SMS, in
 * the language of their join, in the import's transaction.
 */
import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { monthInWords } from '../../../src/shared/date-words'
import { formatCurrency, intlLocale } from '../../../src/shared/dates'
import type { Membership } from '../../../src/shared/insurance/cover'
import {
  importsListSchema,
  SCHEDULE_MAX_ROWS,
  scheduleSchema,
  type ConfirmAnswer,
  type DeductionImport,
  type ScheduleRequest,
  type SchedulePreview,
  type UnmatchedReason,
  type UnmatchedRow,
} from '../../../src/shared/insurance/deduction-import'
import type { ClaimDeductions } from '../../../src/shared/schemas/staff-cases'
import {
  addMonth,
  sourceOfJoin,
  standingOf,
  WARN_AFTER_MONTHS,
  type DeductionStanding,
  type ScheduleSource,
} from '../../../src/shared/insurance/deductions'
import { appLocaleOf, type AppLocale } from '../../../src/shared/locales'
import { messageText as m } from '../../../src/shared/messages'
import { fillNotice } from '../../../src/shared/notices'
import { audit } from '../auth/audit-log'
import type { StaffEnv } from '../auth/context'
import { can } from '../auth/permissions'
import { gatewayClock } from '../clock'
import type { Queryable } from '../db/db'
import { ApiError, ok, okList } from '../http/envelope'
import { jsonBody } from '../http/json-body'
import { noticeWords } from '../messages/catalogs'
import { dialable } from '../messages/notices'
import { enqueueMessage } from '../messages/queue'
import { catalogue, type Catalogue } from './catalogue'
import { membershipOf } from './cover'

/** An approved join: its reference, its data and its membership (./cover.ts). */
export interface MemberJoin {
  reference: string
  data: Record<string, unknown>
  membership: Membership
}

// ---------------------------------------------------------------------------------------------
// Reading a schedule

const FIELD_SHOWN = 40
const HEADER = ['number', 'amount', 'month']
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/

/**
 * The CSV's records (RFC 4180: fields in double quotes may hold commas, quotes doubled and line
 * breaks; lines end in LF, CRLF or CR; a byte-order mark is dropped). Stops past `maxRecords`
 * (the caller refuses the file then). A quote left open runs to the end: that record then has
 * the wrong shape, and is reported as such.
 */
export function csvRecords(
  text: string,
  maxRecords: number,
): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let startLine = 1
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const endRecord = () => {
    fields.push(field)
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0]!.trim() === '')) {
      records.push({ line: startLine, fields })
    }
    fields = []
    field = ''
  }
  for (; i < text.length && records.length <= maxRecords; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++
        field += ch
      }
    } else if (ch === '"' && field.trim() === '') {
      field = ''
      quoted = true
    } else if (ch === ',') {
      fields.push(field)
      field = ''
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      endRecord()
      line++
      startLine = line
    } else field += ch
  }
  if (records.length <= maxRecords && (field !== '' || fields.length > 0)) endRecord()
  return records
}

interface JoinNumbers {
  reference: string
  status: string
  payroll: string
  membership: string
}

// A number as it is compared: case and spaces do not count.
const key = (value: string) => value.replace(/\s/g, '').toUpperCase()
const shown = (value: string | undefined) => (value ?? '').trim().slice(0, FIELD_SHOWN)

interface Reading {
  preview: SchedulePreview
  matched: Array<{ reference: string; amount: number }>
  digest: string
}

/** The schedule read and matched against the joins; refuses a file it cannot read as one. */
async function readSchedule(db: Queryable, input: ScheduleRequest): Promise<Reading> {
  const records = csvRecords(input.csv, SCHEDULE_MAX_ROWS + 1)
  if (records.length > SCHEDULE_MAX_ROWS + 1) {
    throw invalid('csv', m('deductions.tooManyRows', { max: SCHEDULE_MAX_ROWS }))
  }
  const [header, ...rows] = records
  if (!header || rows.length === 0) throw invalid('csv', m('deductions.empty'))
  const names = header.fields.map((name) => name.trim().toLowerCase())
  const columns = HEADER.map((name) => names.indexOf(name))
  if (names.length !== HEADER.length || columns.some((column) => column < 0)) {
    throw invalid('csv', m('deductions.header'))
  }
  const [numberAt, amountAt, monthAt] = columns as [number, number, number]

  const joins = await db.query<JoinNumbers>(
    `select reference, status, coalesce(data->'user'->>'payrollNumber', '') as payroll,
       coalesce(data->'user'->>'membershipNumber', '') as membership
     from submissions where kind = 'insuranceJoin' and withdrawn_at is null`,
  )
  // Number -> the approved joins that have it, and whether any join at all has it.
  const approved = new Map<string, Set<string>>()
  const known = new Set<string>()
  for (const join of joins) {
    for (const number of [join.payroll, join.membership].map(key)) {
      if (!number) continue
      known.add(number)
      if (join.status !== 'APPROVED') continue
      const set = approved.get(number) ?? new Set()
      set.add(join.reference)
      approved.set(number, set)
    }
  }

  const unmatched: UnmatchedRow[] = []
  const matched: Array<{ reference: string; amount: number }> = []
  const seen = new Set<string>()
  for (const { line, fields } of rows) {
    const number = fields[numberAt]
    const amount = fields[amountAt]
    const month = fields[monthAt]
    const refuse = (reason: UnmatchedReason) =>
      unmatched.push({
        line,
        number: shown(number),
        amount: shown(amount),
        month: shown(month),
        reason,
      })
    if (fields.length !== HEADER.length) {
      refuse('shape')
      continue
    }
    const wanted = key(number!)
    if (!wanted) {
      refuse('number')
      continue
    }
    const references = approved.get(wanted)
    if (!references) {
      refuse(known.has(wanted) ? 'notApproved' : 'unknown')
      continue
    }
    if (references.size > 1) {
      refuse('ambiguous')
      continue
    }
    if (!AMOUNT.test(amount!.trim())) {
      refuse('amount')
      continue
    }
    if (month!.trim() !== input.month) {
      refuse('month')
      continue
    }
    const [reference] = references as Set<string> & [string]
    if (seen.has(reference!)) {
      refuse('duplicate')
      continue
    }
    seen.add(reference!)
    matched.push({ reference: reference!, amount: Number(amount!.trim()) })
  }
  const cents = matched.reduce((sum, row) => sum + Math.round(row.amount * 100), 0)
  // The schedule itself, whatever its line ends, byte-order mark or trailing blank lines.
  const canonical = input.csv
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\s+$/, '')
  return {
    preview: {
      month: input.month,
      source: input.source,
      rows: rows.length,
      matched: matched.length,
      total: cents / 100,
      unmatched,
    },
    matched,
    digest: createHash('sha256').update(canonical).digest('hex'),
  }
}

const invalid = (path: string, message: string) =>
  new ApiError(400, message, { errors: [{ path, message }] })

/** The imports are the union's: its managers (and the super-administrator) only. */
function requireUnion(c: Context<StaffEnv>) {
  if (!can(c.get('account'), 'deductions.import', 'union')) {
    throw new ApiError(403, m('permission.denied'))
  }
}

interface ImportRow {
  id: number | string
  month: string
  source: ScheduleSource
  digest: string
  matched: number
  unmatched: number
  total: string | number
  imported_by: string
  imported_at: Date | string
}

const toImport = (row: ImportRow): DeductionImport => ({
  id: Number(row.id),
  month: row.month,
  source: row.source,
  matched: row.matched,
  unmatched: row.unmatched,
  total: Number(row.total),
  importedBy: row.imported_by,
  importedAt: new Date(row.imported_at).toISOString(),
})

const PAGE_SIZE = 24

export const deductionsRoutes = new Hono<StaffEnv>()
  .post('/preview', jsonBody(scheduleSchema), async (c) => {
    requireUnion(c)
    const { preview } = await readSchedule(c.get('db'), c.req.valid('json'))
    return ok(c, preview)
  })
  .post('/confirm', jsonBody(scheduleSchema), async (c) => {
    requireUnion(c)
    const input = c.req.valid('json')
    const db = c.get('db')
    const reading = await readSchedule(db, input)
    const { preview, matched, digest } = reading
    if (matched.length === 0) throw invalid('csv', m('deductions.noneMatched'))
    const account = c.get('account')
    const clock = gatewayClock(db, c.get('env'))
    const today = await clock.today()
    const at = new Date(c.get('now')()).toISOString()
    // Read before the transaction: on PGlite the database waits for the transaction to end.
    const { packages } = await catalogue(db)
    const answer = await db.transaction(async (tx) => {
      // The unique (month, source) decides between two confirms at once: the loser finds none.
      const [created] = await tx.query<ImportRow>(
        `insert into deduction_imports
           (month, source, digest, matched, unmatched, total, imported_by, imported_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (month, source) do nothing
         returning *`,
        [
          input.month,
          input.source,
          digest,
          preview.matched,
          preview.unmatched.length,
          preview.total,
          account.email,
          at,
        ],
      )
      if (!created) {
        const [first] = await tx.query<ImportRow>(
          'select * from deduction_imports where month = $1 and source = $2',
          [input.month, input.source],
        )
        if (!first || first.digest !== digest) {
          throw new ApiError(409, m('deductions.otherSchedule'))
        }
        return { ...toImport(first), repeated: true } satisfies ConfirmAnswer
      }
      // Inserted in slices: a parameter list per statement stays well within PostgreSQL's.
      for (let start = 0; start < matched.length; start += 1000) {
        const slice = matched.slice(start, start + 1000)
        await tx.query(
          `insert into deductions (import_id, reference, month, amount)
           select $1, reference, $2, amount
           from unnest($3::text[], $4::numeric[]) as row(reference, amount)`,
          [
            created.id,
            input.month,
            slice.map((row) => row.reference),
            slice.map((row) => row.amount),
          ],
        )
      }
      await audit(
        c,
        {
          action: 'deductions.import',
          organisation: 'union',
          target: `${input.month} ${input.source}`,
          details: {
            month: input.month,
            source: input.source,
            matched: preview.matched,
            unmatched: preview.unmatched.length,
            total: preview.total,
          },
        },
        tx,
      )
      await warnBehind(tx, packages, input.source, today)
      return { ...toImport(created), repeated: false } satisfies ConfirmAnswer
    })
    return ok(c, answer)
  })
  .post('/imports', jsonBody(importsListSchema), async (c) => {
    requireUnion(c)
    const { page } = c.req.valid('json')
    const db = c.get('db')
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from deduction_imports',
    )
    const rows = await db.query<ImportRow>(
      `select * from deduction_imports order by month desc, imported_at desc, id desc
       limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
    )
    return okList(c, rows.map(toImport), { page, pageSize: PAGE_SIZE, total: count?.n ?? 0 })
  })

// ---------------------------------------------------------------------------------------------
// A member's standing

interface Received {
  reference: string
  month: string
  amount: string | number
}

/** The months whose schedule of `source` has been imported. */
async function importedMonths(db: Queryable, source: ScheduleSource): Promise<Set<string>> {
  const rows = await db.query<{ month: string }>(
    'select month from deduction_imports where source = $1',
    [source],
  )
  return new Set(rows.map((row) => row.month))
}

/** What the imports recorded for each of `references`, by month. */
async function receivedBy(db: Queryable, references: string[]) {
  const rows = await db.query<Received>(
    `select reference, month, sum(amount) as amount from deductions
     where reference = any($1::text[]) group by reference, month`,
    [references],
  )
  const byJoin = new Map<string, Map<string, number>>()
  for (const row of rows) {
    const months = byJoin.get(row.reference) ?? new Map<string, number>()
    months.set(row.month, Number(row.amount))
    byJoin.set(row.reference, months)
  }
  return byJoin
}

/** The premiums of the approved join `join` up to `today` ('YYYY-MM-DD', Botswana). */
export async function deductionStanding(
  db: Queryable,
  join: MemberJoin,
  today: string,
): Promise<DeductionStanding> {
  const source = sourceOfJoin(join.data)
  const [imported, received] = await Promise.all([
    importedMonths(db, source),
    receivedBy(db, [join.reference]),
  ])
  return standingOf({
    coverFrom: join.membership.coverFrom,
    today,
    due: join.membership.monthlyAmount,
    received: received.get(join.reference) ?? new Map(),
    imported,
  })
}

/** Months before the month of death whose premium a claim's check reads too. */
export const CLAIM_MONTHS_BEFORE = 2

/**
 * A claim's check "the deductions were paid" (claims.ts): the month of death and the
 * CLAIM_MONTHS_BEFORE before it, those of the cover, each as the member's page shows it.
 */
export async function claimDeductions(
  db: Queryable,
  join: MemberJoin,
  deathDate: string,
  today: string,
): Promise<ClaimDeductions> {
  const death = deathDate.slice(0, 7)
  const from = addMonth(death, -CLAIM_MONTHS_BEFORE)
  const { months } = await deductionStanding(db, join, today)
  const checked = months.filter((month) => month.month >= from && month.month <= death)
  return {
    months: checked,
    paid: checked.length > 0 && checked.every((month) => month.state === 'paid'),
  }
}

// ---------------------------------------------------------------------------------------------
// The warning before a cover lapses

interface ApprovedRow {
  reference: string
  data: Record<string, unknown>
  decided_at: Date | string
  language: string
}

/** Months as a person reads them, in their language: "June 2026 and July 2026". */
function monthsText(months: string[], locale: AppLocale): string {
  const names = months.map((month) => monthInWords(month, locale))
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(names)
}

/**
 * Warns each member of `source` whom the imports now leave at risk (WARN_AFTER_MONTHS behind), once
 * for the run of months (its first month is the key: a paid month ends a run, and the next run
 * is warned again), and tells each member whose cover they leave lapsed that it has, once for
 * the run too: also one whose months without came in one import and was never warned.
 */
async function warnBehind(
  tx: Queryable,
  packages: Catalogue['packages'],
  source: ScheduleSource,
  today: string,
) {
  const rows = await tx.query<ApprovedRow>(
    `select reference, data, decided_at, language from submissions
     where kind = 'insuranceJoin' and status = 'APPROVED' and decided_at is not null
       and withdrawn_at is null`,
  )
  const ofSource = rows.filter((row) => sourceOfJoin(row.data) === source)
  if (ofSource.length === 0) return
  const imported = await importedMonths(tx, source)
  const received = await receivedBy(
    tx,
    ofSource.map((row) => row.reference),
  )
  for (const row of ofSource) {
    const membership = membershipOf(
      row.reference,
      row.data,
      packages.get(String(row.data.packageId)),
      new Date(row.decided_at),
    )
    const standing = standingOf({
      coverFrom: membership.coverFrom,
      today,
      due: membership.monthlyAmount,
      received: received.get(row.reference) ?? new Map(),
      imported,
    })
    if (standing.standing === 'in-force') continue
    const behind = standing.months
      .filter((month) => month.state === 'short' || month.state === 'missing')
      .slice(0, standing.monthsBehind)
      .map((month) => month.month)
      .reverse()
    const runFrom = behind[0]
    if (!runFrom || behind.length < WARN_AFTER_MONTHS) continue
    if (standing.standing === 'lapsed') {
      // Told that the cover has lapsed, once per run (the messages' dedupe key): also a member
      // whose months without came in one import, who could not be warned before.
      await tellMember(tx, row, membership, behind, 'lapsed')
      continue
    }
    const [first] = await tx.query<{ reference: string }>(
      `insert into deduction_warnings (reference, run_from) values ($1, $2)
       on conflict do nothing returning reference`,
      [row.reference, runFrom],
    )
    if (!first) continue
    await tellMember(tx, row, membership, behind)
  }
}

async function tellMember(
  tx: Queryable,
  row: ApprovedRow,
  membership: Membership,
  months: string[],
  standing: 'at-risk' | 'lapsed' = 'at-risk',
) {
  const user = (row.data.user ?? {}) as Record<string, unknown>
  const notice = standing === 'lapsed' ? 'deductionsLapsed.member' : 'deductionsAtRisk.member'
  const words = noticeWords(notice, appLocaleOf(row.language))
  const values = {
    memberNumber: membership.memberNumber,
    amount: formatCurrency(membership.monthlyAmount, words.locale),
    months: monthsText(months, words.locale),
  }
  const common = {
    language: words.locale,
    kind: `deductions.${standing}`,
    subjectRef: row.reference,
  }
  const key = `deductions.${standing}:${row.reference}:${months[0]}`
  const email = typeof user.emailAddress === 'string' ? user.emailAddress.trim() : ''
  if (email) {
    await enqueueMessage(tx, {
      ...common,
      channel: 'email',
      to: email,
      subject: fillNotice(words.subject, values),
      text: fillNotice(words.text, values),
      dedupeKey: `${key}:email`,
    })
  }
  const phone = dialable(user.contactNumber)
  if (phone) {
    await enqueueMessage(tx, {
      ...common,
      channel: 'sms',
      to: phone,
      text: fillNotice(words.sms, values),
      dedupeKey: `${key}:sms`,
    })
  }
}
