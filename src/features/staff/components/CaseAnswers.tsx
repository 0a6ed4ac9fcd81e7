/**
 * Every answer of a case, one section per page of the form it came from (answers.ts), in a
 * section that folds on a phone (Fold.tsx).
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { CaseDetail } from '../../../shared/schemas/staff-cases'
import { answerSections, type AnswerSources } from '../answers'
import { Fold } from './Fold'

export function CaseAnswers({ detail, sources }: { detail: CaseDetail; sources: AnswerSources }) {
  const { i18n } = useLingui()
  const sections = useMemo(() => answerSections(i18n, detail, sources), [i18n, detail, sources])
  return (
    <Fold
      id="case-answers-title"
      className="staff-case__answers"
      title={<Trans>What was submitted</Trans>}
    >
      {sections.map((section) => (
        <section key={section.stepId} aria-label={section.title}>
          <h3>{section.title}</h3>
          <dl className="summary-list">
            {section.rows.map((row) => (
              <div key={row.path} className="summary-list__row">
                <dt className="summary-list__key">{row.label}</dt>
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
        </section>
      ))}
    </Fold>
  )
}
