/**
 * Every answer of a case, one section per page of the form it came from (answers.ts), each
 * item of a list (a dependent, a bank account) under its own heading, in a section that folds
 * on a phone (Fold.tsx). The kind's reading loads with the first case of its kind.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import type { SummaryRow } from '../../../journey/summary'
import type { CaseKind } from '../../../shared/contracts/kinds'
import type { CaseDetail } from '../../../shared/schemas/staff-cases'
import { answerSections, type Reading, type Readings } from '../answers'
import { Fold } from './Fold'

type Loaded = { reading: Reading } | { failed: true }

/** The rows in runs: those of one item of a list (`Dependent 2`), and those of none. */
function byItem(rows: readonly SummaryRow[]) {
  const groups: Array<{ item?: string; rows: SummaryRow[] }> = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last && last.item === row.item?.label) last.rows.push(row)
    else groups.push({ item: row.item?.label, rows: [row] })
  }
  return groups
}

function Rows({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div key={row.path} className="summary-list__row">
          <dt className="summary-list__key">{row.item?.question ?? row.label}</dt>
          <dd className="summary-list__value">
            {row.lines.map((line, index) => (
              <span key={index} className="summary-list__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function CaseAnswers({ detail, readings }: { detail: CaseDetail; readings: Readings }) {
  const { i18n } = useLingui()
  const [loaded, setLoaded] = useState<Loaded>()
  useEffect(() => {
    let current = true
    const load = Object.hasOwn(readings, detail.kind)
      ? readings[detail.kind as CaseKind]
      : undefined
    setLoaded(undefined)
    ;(load ? load() : Promise.reject(new Error(`no reading of ${detail.kind}`))).then(
      (reading) => current && setLoaded({ reading }),
      () => current && setLoaded({ failed: true }),
    )
    return () => {
      current = false
    }
  }, [readings, detail.kind])
  const sections = useMemo(
    () => (loaded && 'reading' in loaded ? answerSections(i18n, detail, loaded.reading) : []),
    [i18n, detail, loaded],
  )
  return (
    <Fold
      id="case-answers-title"
      className="staff-case__answers"
      title={<Trans>What was submitted</Trans>}
    >
      {!loaded && (
        <p role="status">
          <Trans>Loading the answers…</Trans>
        </p>
      )}
      {loaded && 'failed' in loaded && (
        <p role="alert">
          <Trans>The answers could not be shown. Reload the page to try again.</Trans>
        </p>
      )}
      {sections.map((section) => (
        <section key={section.stepId} aria-label={section.title}>
          <h3>{section.title}</h3>
          {byItem(section.rows).map((group, index) =>
            group.item ? (
              <section key={group.item} aria-label={group.item}>
                <h4 className="staff-case__item">{group.item}</h4>
                <Rows rows={group.rows} />
              </section>
            ) : (
              <Rows key={index} rows={group.rows} />
            ),
          )}
        </section>
      ))}
    </Fold>
  )
}
