/**
 * The union's monthly deduction schedules (staff/deductions/*) on a fresh database, as a
 * manager's page sends them: read and matched row by row with each unmatched row's reason,
 * garbage refused with the 4xx envelope, confirmed once per month and source (the same file
 * again answers the first import, another is refused, two at once make one), audited, for the
 * union's managers only; then what they mean for the member (members/me), the warning before
 * the cover lapses through a real SMTP server, and the claim's check of the premiums.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type {
  ConfirmAnswer,
  DeductionImport,
  SchedulePreview,
} from '../../../src/shared/insurance/deduction-import'
import type { DeductionStanding } from '../../../src/shared/insurance/deductions'
import type { CaseDetail } from '../../../src/shared/schemas/staff-cases'
import { memberSignIn, signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { silentLogger } from '../http/logger'
import { messageSender } from '../messages/sender'
import { startTestSmtp } from '../messages/smtp-testing'
import { smtpTransport } from '../messages/transports'
import { addCase } from '../staff/testing-cases'
import { seedDemoMembers } from './demo-members'
import { seedInsurance } from './seed'
import { expectFailure } from '../testing'
import { catalogue, forgetCatalogue } from './catalogue'
import { membershipOf } from './cover'

let t: StaffTest
const cookies: Record<string, string> = {}
const refs: Record<string, string> = {}
let due = 0

const sample = SAMPLE_DATA.insuranceJoin
type User = Record<string, string>

/** A join with its own numbers, approved on 10 January 2026 (cover from 1 February) unless not. */
async function join(name: string, user: User, status = 'APPROVED', language = 'en') {
  const data = {
    ...sample,
    user: { ...sample.user, ...user, emailAddress: `${name}@example.org` },
  }
  const reference = await addCase(t, { kind: 'insuranceJoin', data, language: language as 'en' })
  await t.db.query(
    `update submissions set status = $2, decided_by = 'manager@union.example',
       decided_at = '2026-01-10T08:00:00Z'
     where reference = $1 and $2 <> 'PENDING'`,
    [reference, status],
  )
  refs[name] = reference
  return reference
}

const call = (path: string, body: unknown, who = 'manager@union.example') =>
  staffPost(t.app, `/api/staff/deductions/${path}`, body, { cookie: cookies[who] })

async function preview(csv: string, month = '2026-03', source = 'government-payroll') {
  const response = await call('preview', { month, source, csv })
  const text = await response.text()
  expect(response.status, text).toBe(200)
  return (JSON.parse(text) as { data: SchedulePreview }).data
}

async function confirm(csv: string, month: string, source = 'government-payroll') {
  const response = await call('confirm', { month, source, csv })
  return { status: response.status, body: (await response.json()) as { data: ConfirmAnswer } }
}

const schedule = (month: string, rows: Array<[string, string]>) =>
  ['number,amount,month', ...rows.map(([number, amount]) => `${number},${amount},${month}`)].join(
    '\n',
  )

beforeAll(async () => {
  t = await staffTest()
  await join('ada', { payrollNumber: 'BTU100001', membershipNumber: 'BTU-004217' })
  await join('ben', { payrollNumber: 'BTU100002' }, 'APPROVED', 'fr')
  await join('cal', { payrollNumber: 'BTU100003' }, 'PENDING')
  await join('dee', { payrollNumber: 'BTU100009' })
  await join('eve', { payrollNumber: 'btu 100009' })
  await join('fay', { payrollNumber: 'MPI200001', payrollGroup: 'MPI Employee' })
  // Ada's join is the demo member's own, for members/me.
  await t.db.query(
    `update submissions set member_id = (select id from staff_users
       where email = 'account@union.example') where reference = $1`,
    [refs.ada],
  )
  const { packages } = await catalogue(t.db)
  const [row] = await t.db.query<{ data: Record<string, unknown> }>(
    'select data from submissions where reference = $1',
    [refs.ada],
  )
  due = membershipOf(
    refs.ada!,
    row!.data,
    packages.get(String(row!.data.packageId)),
    new Date('2026-01-10T08:00:00Z'),
  ).monthlyAmount
  for (const email of [
    'manager@union.example',
    'agent@union.example',
    'auditor@union.example',
    'manager@regulator.example',
    'super-administrator@all.example',
  ]) {
    cookies[email] = await signIn(t.app, email)
  }
}, 60_000)
afterAll(() => t.close())

describe('staff/deductions/preview', () => {
  it('matches each row to an approved join, and says why each other row did not match', async () => {
    const csv = [
      'number,amount,month',
      'BTU100001,150.00,2026-03', // Ada by payroll number
      'MPI200001,99.5,2026-03', // Fay: another source, still her premium
      'BTU100003,150.00,2026-03', // Cal: not approved
      'BTU999999,150.00,2026-03', // nobody
      'BTU100009,150.00,2026-03', // Dee and Eve both
      'BTU100002,15O.00,2026-03', // a letter O
      'BTU100002,150.00,2026-04', // another month
      'BTU-004217,150.00,2026-03', // Ada again, by membership number
      ',150.00,2026-03',
      'BTU100002,150.00',
      '',
    ].join('\n')
    const answer = await preview(csv)
    expect(answer).toEqual({
      month: '2026-03',
      source: 'government-payroll',
      rows: 10,
      matched: 2,
      total: 249.5,
      unmatched: [
        { line: 4, number: 'BTU100003', amount: '150.00', month: '2026-03', reason: 'notApproved' },
        { line: 5, number: 'BTU999999', amount: '150.00', month: '2026-03', reason: 'unknown' },
        { line: 6, number: 'BTU100009', amount: '150.00', month: '2026-03', reason: 'ambiguous' },
        { line: 7, number: 'BTU100002', amount: '15O.00', month: '2026-03', reason: 'amount' },
        { line: 8, number: 'BTU100002', amount: '150.00', month: '2026-04', reason: 'month' },
        { line: 9, number: 'BTU-004217', amount: '150.00', month: '2026-03', reason: 'duplicate' },
        { line: 10, number: '', amount: '150.00', month: '2026-03', reason: 'number' },
        { line: 11, number: 'BTU100002', amount: '150.00', month: '', reason: 'shape' },
      ],
    })
    const [stored] = await t.db.query<{ n: number }>('select count(*)::int as n from deductions')
    expect(stored!.n).toBe(0)
  })

  it('reads a byte-order mark, CRLF, quoted fields and columns in another order', async () => {
    const csv =
      '\uFEFF"Month","Number","Amount"\r\n"2026-03"," BTU100001 ","150.00"\r\n2026-03,"BTU""100002",1\r\n'
    const answer = await preview(csv)
    expect(answer.matched).toBe(1)
    expect(answer.total).toBe(150)
    expect(answer.unmatched.map((row) => [row.line, row.reason])).toEqual([[3, 'unknown']])
  })

  it('refuses garbage with the 4xx envelope, never a 5xx', async () => {
    const refused = async (body: unknown, status = 400, raw = false) => {
      const response = raw
        ? await staffPost(t.app, '/api/staff/deductions/preview', body as string, {
            cookie: cookies['manager@union.example'],
          })
        : await call('preview', body)
      return (await expectFailure(response, status)).message
    }
    const base = { month: '2026-03', source: 'government-payroll' }
    expect(await refused({ ...base, csv: '' })).toBe(
      'Choose a CSV file with a header row and at least one row',
    )
    expect(await refused({ ...base, csv: 'number,amount,month\r\n\r\n' })).toBe(
      'Choose a CSV file with a header row and at least one row',
    )
    expect(await refused({ ...base, csv: 'id;amount;month\nBTU100001;150;2026-03' })).toBe(
      'The first row must be the header number,amount,month',
    )
    expect(
      await refused({ ...base, month: '2026-13', csv: 'number,amount,month\nx,1,2026-13' }),
    ).toBe('Invalid input')
    expect(await refused({ ...base, source: 'bank', csv: 'x' })).toBe('Invalid input')
    expect(await refused({ ...base, csv: 7 })).toBe('Invalid input')
    expect(await refused('{"month": "2026-03", "csv": ', 400, true)).toBe(
      'The request body is not valid JSON',
    )
    const rows = Array.from({ length: 20_001 }, () => 'X1,1,2026-03')
    expect(await refused({ ...base, csv: ['number,amount,month', ...rows].join('\n') })).toBe(
      'The file has too many rows (20000 at most)',
    )
    expect(await refused({ ...base, csv: 'a'.repeat(800 * 1024) })).toBe('Invalid input')
    await refused({ ...base, csv: 'a'.repeat(10 * 1024 * 1024) }, 413)
    // Half an emoji (a lone surrogate), a NUL and an open quote: rows that match nobody.
    const odd = await preview(
      'number,amount,month\n\uD83D,1,2026-03\nA\u0000,1,2026-03\n"BTU,1,x\n',
    )
    expect(odd.unmatched.map((row) => row.reason)).toEqual(['unknown', 'unknown', 'shape'])
  })

  it('is the union manager’s: other roles, organisations and no session are refused', async () => {
    const body = { month: '2026-03', source: 'government-payroll', csv: schedule('2026-03', []) }
    for (const who of [
      'agent@union.example',
      'auditor@union.example',
      'manager@regulator.example',
    ]) {
      for (const path of ['preview', 'confirm', 'imports']) {
        const response = await call(path, path === 'imports' ? {} : body, who)
        expect(response.status, `${who} ${path}`).toBe(403)
      }
    }
    const member = await memberSignIn(t.app, t.db, 'account@union.example')
    const asMember = await staffPost(t.app, '/api/staff/deductions/preview', body, {
      cookie: member,
    })
    expect(asMember.status).toBe(403)
    const nobody = await staffPost(t.app, '/api/staff/deductions/preview', body)
    expect(nobody.status).toBe(401)
    // The super-administrator acts in the union too.
    expect((await call('imports', {}, 'super-administrator@all.example')).status).toBe(200)
  })
})

describe('staff/deductions/confirm', () => {
  it('stores the matched rows once per month and source, audited', async () => {
    const csv = schedule('2026-02', [
      ['BTU100001', due.toFixed(2)],
      ['BTU100002', due.toFixed(2)],
      ['BTU999999', '10.00'],
    ])
    // With the catalogue to read again (as on a fresh gateway): read before the transaction,
    // or PGlite waits for it forever.
    forgetCatalogue(t.db)
    const first = await confirm(csv, '2026-02')
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual(
      expect.objectContaining({
        month: '2026-02',
        source: 'government-payroll',
        matched: 2,
        unmatched: 1,
        total: due * 2,
        importedBy: 'manager@union.example',
        repeated: false,
      }),
    )
    // The same schedule again, saved with Windows line ends: the first import, not a second.
    const again = await confirm(`${csv.replace(/\n/g, '\r\n')}\r\n`, '2026-02')
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ ...first.body.data, repeated: true })
    // Another schedule for that month and source is refused.
    const other = await confirm(schedule('2026-02', [['BTU100001', '1.00']]), '2026-02')
    expect(other.status).toBe(409)
    expect((other.body as unknown as { message: string }).message).toBe(
      'Another schedule was already imported for this month and source: this file differs from it',
    )
    const stored = await t.db.query<{ reference: string; amount: string }>(
      `select reference, amount from deductions where month = '2026-02' order by reference`,
    )
    expect(stored.map((row) => row.reference).sort()).toEqual([refs.ada, refs.ben].sort())
    const audits = await t.db.query<{ actor_email: string; organisation: string; target: string }>(
      `select actor_email, organisation, target from audit_log where action = 'deductions.import'`,
    )
    expect(audits).toEqual([
      {
        actor_email: 'manager@union.example',
        organisation: 'union',
        target: '2026-02 government-payroll',
      },
    ])
    // The same month of another source is its own import.
    const mpi = await confirm(
      schedule('2026-02', [['MPI200001', due.toFixed(2)]]),
      '2026-02',
      'mpi-payroll',
    )
    expect(mpi.status).toBe(200)
    expect(mpi.body.data.repeated).toBe(false)
  })

  it('refuses a schedule in which nothing matched', async () => {
    const response = await call('confirm', {
      month: '2026-09',
      source: 'debit-order',
      csv: schedule('2026-09', [['NOBODY', '1.00']]),
    })
    expect((await expectFailure(response, 400)).message).toBe(
      'No row of this file matched a member: there is nothing to import',
    )
  })

  it('makes one import of two confirms at once', async () => {
    const csv = schedule('2026-10', [['BTU100001', '1.00']])
    const [a, b] = await Promise.all([confirm(csv, '2026-10'), confirm(csv, '2026-10')])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.data.id).toBe(b.body.data.id)
    expect([a.body.data.repeated, b.body.data.repeated].sort()).toEqual([false, true])
    const different = await Promise.all([
      confirm(schedule('2026-11', [['BTU100001', '1.00']]), '2026-11'),
      confirm(schedule('2026-11', [['BTU100002', '2.00']]), '2026-11'),
    ])
    expect(different.map((answer) => answer.status).sort()).toEqual([200, 409])
    const [count] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from deductions where month = '2026-11'`,
    )
    expect(count!.n).toBe(1)
    await t.db.exec(
      `delete from deductions where month in ('2026-10', '2026-11');
       delete from deduction_imports where month in ('2026-10', '2026-11');
       delete from deduction_warnings where run_from in ('2026-10', '2026-11')`,
    )
  })

  it('lists the imports, newest month first', async () => {
    const response = await call('imports', {})
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: DeductionImport[] }
    expect(data.map((row) => [row.month, row.source, row.matched])).toEqual([
      ['2026-02', 'mpi-payroll', 1],
      ['2026-02', 'government-payroll', 2],
    ])
  })
})

describe('what the imports mean for the member', () => {
  it('warns a member a month behind, and tells one two months behind the cover lapsed, once each, in their language, through SMTP', async () => {
    const smtp = await startTestSmtp()
    try {
      await t.db.exec('delete from messages')
      // March: Ada paid, Ben missing. April: Ada short, Ben missing again.
      expect(
        (await confirm(schedule('2026-03', [['BTU100001', due.toFixed(2)]]), '2026-03')).status,
      ).toBe(200)
      expect((await confirm(schedule('2026-04', [['BTU100001', '20.00']]), '2026-04')).status).toBe(
        200,
      )
      const sender = messageSender({
        db: t.db,
        transports: { email: smtpTransport(smtp.url, 'union@example.org', false) },
        logger: silentLogger,
      })
      await sender.sendDue()
      // Ben's March is missing (warned then), and April too: his cover has lapsed, which he is
      // told. Ada's April is short (warned). Dee and Eve share a number, so no row is theirs:
      // warned of February, told of the lapse with March.
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
        'ada@example.org',
        'ben@example.org',
        'ben@example.org',
        'dee@example.org',
        'eve@example.org',
      ])
      const [ben, benLapsed] = smtp.received.filter((item) => item.to[0] === 'ben@example.org')
      expect(ben!.language).toBe('fr')
      expect(ben!.subject).toBe(
        `Votre couverture funéraire ${refs.ben} est sur le point de prendre fin`,
      )
      expect(ben!.text).toContain('mars 2026')
      expect(ben!.text).not.toContain('avril')
      expect(benLapsed!.subject).toBe(`Votre couverture funéraire ${refs.ben} a pris fin`)
      expect(benLapsed!.text).toContain('mars 2026 et avril 2026')
      const dee = smtp.received.find((item) => item.to[0] === 'dee@example.org')!
      expect(dee.subject).toMatch(/has lapsed$/)
      const ada = smtp.received.find((item) => item.to[0] === 'ada@example.org')!
      expect(ada.subject).toBe('Your funeral cover BTU-004217 is about to lapse')
      expect(ada.text).toContain('for April 2026.')
      const [warned] = await t.db.query<{ run_from: string }>(
        'select run_from from deduction_warnings where reference = $1',
        [refs.dee],
      )
      expect(warned!.run_from).toBe('2026-02')
      // The same run of months is not told again (the MPI schedule's import reads them too).
      expect(
        (
          await confirm(
            schedule('2026-03', [['MPI200001', due.toFixed(2)]]),
            '2026-03',
            'mpi-payroll',
          )
        ).status,
      ).toBe(200)
      await sender.sendDue()
      expect(smtp.received).toHaveLength(5)
    } finally {
      await smtp.stop()
    }
  })

  it('shows the member each month: paid, short, missing, awaited', async () => {
    const cookie = await memberSignIn(t.app, t.db, 'account@union.example')
    const response = await staffPost(t.app, '/api/members/me', {}, { cookie })
    const { data } = (await response.json()) as {
      data: Array<{ reference: string; deductions: DeductionStanding | null }>
    }
    const mine = data.find((row) => row.reference === refs.ada)!
    const months = mine.deductions!.months
    // Cover from February to this month, newest first.
    expect(months.at(-1)).toEqual({ month: '2026-02', due, received: due, state: 'paid' })
    const byMonth = Object.fromEntries(months.map((month) => [month.month, month]))
    expect(byMonth['2026-03']).toEqual({ month: '2026-03', due, received: due, state: 'paid' })
    expect(byMonth['2026-04']).toEqual({ month: '2026-04', due, received: 20, state: 'short' })
    expect(byMonth['2026-05']).toEqual({ month: '2026-05', due, received: null, state: 'awaited' })
    expect(mine.deductions!.monthsBehind).toBe(1)
    expect(mine.deductions!.standing).toBe('at-risk')
  })

  it('tells the claim’s staff whether the premiums up to the death were paid', async () => {
    const claim = (deathDate: string) =>
      addCase(t, {
        kind: 'claim',
        data: {
          ...SAMPLE_DATA.claim,
          member: { membership: 'BTU100002', idNumber: '412345678' },
          deathDate,
        },
      })
    const show = async (reference: string) => {
      const response = await staffPost(
        t.app,
        '/api/staff/cases/show',
        { area: 'claims', reference },
        { cookie: cookies['manager@union.example'] },
      )
      expect(response.status).toBe(200)
      return ((await response.json()) as { data: CaseDetail }).data.claim!.deductions
    }
    // Ben paid February, nothing in March and April.
    expect(await show(await claim('2026-04-20'))).toEqual({
      paid: false,
      months: [
        { month: '2026-04', due, received: null, state: 'missing' },
        { month: '2026-03', due, received: null, state: 'missing' },
        { month: '2026-02', due, received: due, state: 'paid' },
      ],
    })
    // A death in the first month of cover: that month only.
    expect(await show(await claim('2026-02-03'))).toEqual({
      paid: true,
      months: [{ month: '2026-02', due, received: due, state: 'paid' }],
    })
  })
})

describe('the sample schedule (docs/samples/payroll-deductions.csv)', () => {
  it('matches the members of the demo (npm run demo), and shows each kind of refusal', async () => {
    const demo = await staffTest()
    try {
      await seedInsurance(demo.db)
      await seedDemoMembers(demo.db)
      // Twice: a restart of the demo changes nothing.
      await seedDemoMembers(demo.db)
      const csv = readFileSync(
        new URL('../../../docs/samples/payroll-deductions.csv', import.meta.url),
        'utf8',
      )
      const cookie = await signIn(demo.app, 'manager@union.example')
      const body = { month: '2026-10', source: 'government-payroll', csv }
      const response = await staffPost(demo.app, '/api/staff/deductions/preview', body, { cookie })
      const { data } = (await response.json()) as { data: SchedulePreview }
      expect(data).toEqual(expect.objectContaining({ rows: 4, matched: 2, total: 186 }))
      expect(data.unmatched.map((row) => [row.number, row.reason])).toEqual([
        ['BTU100777', 'unknown'],
        ['BTU100002', 'duplicate'],
      ])
    } finally {
      await demo.close()
    }
  })
})
