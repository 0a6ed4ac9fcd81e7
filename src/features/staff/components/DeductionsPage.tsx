/**
 * `/staff/deductions`: a union manager imports a month's deduction schedule (docs/api.md,
 * `staff/deductions/*`): the month, where it comes from and the CSV file; the gateway's preview
 * (how many rows matched a member and their total, each row that did not with its reason); then
 * confirm. Below, the imports so far. The file is read on the device and sent as text; nothing
 * is stored before the confirmation. A refusal (a file that is not a schedule, another one
 * already imported for the month) shows in the message dialog, as every staff call's does.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { useAppLocale } from '../../../i18n/locales'
import { formatCurrency, formatDate } from '../../../shared/dates'
import { monthInWords } from '../../../shared/date-words'
import type {
  ConfirmAnswer,
  DeductionImport,
  SchedulePreview,
  UnmatchedReason,
} from '../../../shared/insurance/deduction-import'
import { SCHEDULE_SOURCES, type ScheduleSource } from '../../../shared/insurance/deductions'
import { confirmSchedule, listImports, previewSchedule } from '../deductions'
import { may, useSession } from '../session'
import { NotAllowed } from './NotAllowed'

const TITLE = msg`Deduction schedules`

export const SOURCE_LABELS: Record<ScheduleSource, MessageDescriptor> = {
  'government-payroll': msg`Government payroll (BTU members)`,
  'mpi-payroll': msg`MPI payroll`,
  'debit-order': msg`Debit orders`,
}

const REASONS: Record<UnmatchedReason, MessageDescriptor> = {
  shape: msg`Not three fields: number, amount, month`,
  number: msg`No number`,
  unknown: msg`No member has this number`,
  notApproved: msg`This member’s join application is not approved`,
  ambiguous: msg`Two members have this number`,
  amount: msg`Not an amount in pula, like 150.00`,
  month: msg`Not the month of this schedule`,
  duplicate: msg`The same member is on an earlier row`,
}

/** The month before this one, 'YYYY-MM': the schedule a manager usually imports. */
function lastMonth(): string {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return date.toISOString().slice(0, 7)
}

function Preview({ preview }: { preview: SchedulePreview }) {
  const { i18n, t } = useLingui()
  const locale = useAppLocale()
  const total = formatCurrency(preview.total, locale)
  const { matched, rows } = preview
  const unmatched = preview.unmatched.length
  return (
    <section aria-labelledby="deductions-preview">
      <h2 id="deductions-preview">
        <Trans>Preview</Trans>
      </h2>
      <p>
        <Trans>
          {matched} of {rows} rows matched a member, for {total} in all.
        </Trans>{' '}
        <Plural value={unmatched} one="# row did not match." other="# rows did not match." />
      </p>
      {unmatched > 0 && (
        <table className="staff-table">
          <caption>{t`Rows that did not match`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Line`}</th>
              <th scope="col">{t`Number`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Month`}</th>
              <th scope="col">{t`Why`}</th>
            </tr>
          </thead>
          <tbody>
            {preview.unmatched.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.number}</td>
                <td>{row.amount}</td>
                <td>{row.month}</td>
                <td>{i18n._(REASONS[row.reason])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function Imports({ serial }: { serial: number }) {
  const { i18n, t } = useLingui()
  const locale = useAppLocale()
  const [imports, setImports] = useState<DeductionImport[]>()
  useEffect(() => {
    let current = true
    listImports().then(
      (answer) => current && setImports(answer.data),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [serial])
  return (
    <section aria-labelledby="deductions-imports">
      <h2 id="deductions-imports">
        <Trans>Imported schedules</Trans>
      </h2>
      {imports && imports.length === 0 && (
        <p>
          <Trans>No schedule has been imported yet.</Trans>
        </p>
      )}
      {imports && imports.length > 0 && (
        <table className="staff-table">
          <caption>{t`The newest months first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Month`}</th>
              <th scope="col">{t`Source`}</th>
              <th scope="col">{t`Imported by`}</th>
              <th scope="col">{t`On`}</th>
              <th scope="col">{t`Matched`}</th>
              <th scope="col">{t`Not matched`}</th>
              <th scope="col">{t`Total`}</th>
            </tr>
          </thead>
          <tbody>
            {imports.map((row) => (
              <tr key={row.id}>
                <th scope="row">{monthInWords(row.month, locale)}</th>
                <td>{i18n._(SOURCE_LABELS[row.source])}</td>
                <td>{row.importedBy}</td>
                <td>{formatDate(row.importedAt, 'dayMonthYearTime', locale)}</td>
                <td>{row.matched}</td>
                <td>{row.unmatched}</td>
                <td>{formatCurrency(row.total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

export function DeductionsPage() {
  const { i18n, t } = useLingui()
  const session = useSession()
  const id = useId()
  const [month, setMonth] = useState(lastMonth)
  const [source, setSource] = useState<ScheduleSource>('government-payroll')
  const [csv, setCsv] = useState<string>()
  const [preview, setPreview] = useState<SchedulePreview>()
  const [done, setDone] = useState<ConfirmAnswer>()
  const [busy, setBusy] = useState(false)
  const [serial, setSerial] = useState(0)
  const result = useRef<HTMLDivElement>(null)

  // A new choice makes the preview stale: it is shown again only for what would be confirmed.
  const reset = () => {
    setPreview(undefined)
    setDone(undefined)
  }
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
      result.current?.focus()
    } catch {
      // The message dialog says why (gateway/client.ts).
    } finally {
      setBusy(false)
    }
  }

  if (session.status !== 'signed-in') return null
  if (!may(session, 'deductions.import')) return <NotAllowed title={TITLE} />
  const recorded = done?.matched ?? 0
  const body = csv === undefined ? undefined : { month, source, csv }
  return (
    <>
      <PageTitle title={TITLE} />
      <p>
        <Trans>
          Import the month’s schedule of deductions: a CSV file with the header number,amount,month
          and one row per member (their payroll or membership number, the amount in pula like
          150.00, the month like 2026-07). Check the preview, then confirm.
        </Trans>
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (body) void run(async () => setPreview(await previewSchedule(body)))
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-month`}>
            <Trans>Month</Trans>
          </label>
          <input
            id={`${id}-month`}
            className="field__input"
            type="month"
            required
            value={month}
            onChange={(event) => {
              setMonth(event.target.value)
              reset()
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-source`}>
            <Trans>Where the schedule comes from</Trans>
          </label>
          <select
            id={`${id}-source`}
            className="field__input"
            value={source}
            onChange={(event) => {
              setSource(event.target.value as ScheduleSource)
              reset()
            }}
          >
            {SCHEDULE_SOURCES.map((value) => (
              <option key={value} value={value}>
                {i18n._(SOURCE_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            <Trans>CSV file</Trans>
          </label>
          <input
            id={`${id}-file`}
            className="field__input"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0]
              reset()
              setCsv(undefined)
              if (file) void file.text().then(setCsv)
            }}
          />
        </div>
        <button type="submit" className="button" disabled={busy || !body}>
          <Trans>Preview</Trans>
        </button>
      </form>
      <div ref={result} tabIndex={-1} aria-live="polite">
        {preview && !done && (
          <>
            <Preview preview={preview} />
            {preview.matched > 0 && body && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    setDone(await confirmSchedule(body))
                    setSerial((value) => value + 1)
                  })
                }
              >
                <Trans>Confirm the import</Trans>
              </button>
            )}
          </>
        )}
        {done && (
          <p className="notice" role="status">
            {done.repeated ? (
              t`This schedule was already imported: nothing changed.`
            ) : (
              <Plural
                value={recorded}
                one="Imported: the deduction of # member is recorded."
                other="Imported: the deductions of # members are recorded."
              />
            )}
          </p>
        )}
      </div>
      <Imports serial={serial} />
    </>
  )
}
