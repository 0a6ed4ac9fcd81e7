/**
 * The PGSI quiz (docs/design.md section 3): nine questions, "Check answers" and "Check score". It runs
 * entirely on the device, offline too; answers are kept for this tab only, so a reload loses
 * nothing, unless the person chooses to keep them on the device; "Clear my
 * answers" and Quick exit remove them.
 *
 * Errors follow GOV.UK: checked on a button press, not while answering, so the summary (and
 * its focus) changes only when the user asks. A partial PGSI has no score, so both buttons
 * name the unanswered questions first.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { PageTitle } from '../../../components/PageTitle'
import { QUESTION_IDS, scorePgsi, unanswered, type QuestionId } from '../scoring'
import { useFormatNumber } from '../use-format-number'
import { usePgsiAnswers } from '../use-pgsi-answers'
import { AnswerReview } from './AnswerReview'
import { PgsiResult } from './PgsiResult'
import { QuestionFieldset, fieldId } from './QuestionFieldset'

interface Check {
  /** What the user asked for; 'errors' when questions were unanswered. */
  view: 'review' | 'result' | 'errors'
  missing: QuestionId[]
  /** Counts presses, so pressing again moves focus again. */
  round: number
}

export function PgsiQuiz() {
  const { t } = useLingui()
  const format = useFormatNumber()
  const { answers, choose, clear, keep, setKeep } = usePgsiAnswers()
  const [check, setCheck] = useState<Check | null>(null)
  const [cleared, setCleared] = useState(false)
  const total = format(QUESTION_IDS.length)
  const months = format(12)
  const result = scorePgsi(answers)

  function run(view: 'review' | 'result') {
    const missing = unanswered(answers)
    setCleared(false)
    setCheck((previous) => ({
      view: missing.length > 0 ? 'errors' : view,
      missing,
      round: (previous?.round ?? 0) + 1,
    }))
  }

  const errors = new Map<QuestionId, string>()
  if (check?.view === 'errors') {
    for (const id of check.missing) {
      const number = format(QUESTION_IDS.indexOf(id) + 1)
      errors.set(id, t`Choose an answer to question ${number}`)
    }
  }

  return (
    <>
      <PageTitle />
      {check?.view === 'errors' && (
        <ErrorSummary
          key={check.round}
          items={[...errors].map(([id, text]) => ({ fieldId: fieldId(id), text }))}
        />
      )}
      <p>
        <Trans>
          Thinking about the last {months} months, choose how often each of these has happened to
          you. There are no right or wrong answers.
        </Trans>
      </p>
      <div className="notice">
        <p>
          <Trans>
            Your answers stay on this device: they are never sent to us or anyone else. They are
            removed when you close this tab or select Quick exit, unless you choose to keep them.
          </Trans>
        </p>
        <div className="choice">
          <input
            id="pgsi-keep"
            type="checkbox"
            checked={keep}
            aria-describedby="pgsi-keep-hint"
            onChange={(event) => setKeep(event.target.checked)}
          />
          <label htmlFor="pgsi-keep">
            <Trans>Keep my answers on this device</Trans>
          </label>
        </div>
        <p id="pgsi-keep-hint" className="field__hint">
          <Trans>
            Only on a phone or computer nobody else uses. They stay until you select Clear my
            answers or Quick exit.
          </Trans>
        </p>
      </div>
      <p>
        <Link to="/self-help/pgsi">
          <Trans>How the PGSI works and what the score means</Trans>
        </Link>
      </p>
      <form
        className="pgsi-quiz"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          run('result')
        }}
      >
        {QUESTION_IDS.map((id, index) => {
          const number = format(index + 1)
          return (
            <QuestionFieldset
              key={id}
              id={id}
              position={t`Question ${number} of ${total}`}
              value={answers[id]}
              error={errors.get(id)}
              onChange={(answer) => choose(id, answer)}
            />
          )
        })}
        {check?.view === 'review' && <AnswerReview key={check.round} answers={answers} />}
        <div className="portal-buttons">
          <button type="button" className="button button--secondary" onClick={() => run('review')}>
            <Trans>Check answers</Trans>
          </button>
          <button type="submit" className="button">
            <Trans>Check score</Trans>
          </button>
        </div>
      </form>
      {check?.view === 'result' && result.complete && (
        <PgsiResult key={check.round} score={result.score} category={result.category} />
      )}
      <div className="pgsi-clear">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            clear()
            setCheck(null)
            setCleared(true)
          }}
        >
          <Trans>Clear my answers</Trans>
        </button>
        <p role="status">
          {cleared ? <Trans>Your answers have been removed from this device.</Trans> : null}
        </p>
      </div>
    </>
  )
}
