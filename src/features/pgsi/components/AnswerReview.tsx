/**
 * "Check answers" once all nine are answered: the answers in a list with a Change link each
 * (GOV.UK check-answers pattern). Its heading takes focus so a screen reader starts here;
 * Change puts focus back on the chosen answer of that question.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { QUESTION_IDS, type Answers } from '../scoring'
import { ANSWER_LABELS, QUESTIONS } from '../texts'
import { useFormatNumber } from '../use-format-number'
import { fieldId } from './QuestionFieldset'

export function AnswerReview({ answers }: { answers: Answers }) {
  const { i18n } = useLingui()
  const format = useFormatNumber()
  const heading = useRef<HTMLHeadingElement>(null)

  // Focus for screen readers; the whole panel scrolled into view for everyone else.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: 'start' })
  }, [])

  return (
    <section className="card pgsi-review" aria-labelledby="pgsi-review-title">
      <h2 id="pgsi-review-title" ref={heading} tabIndex={-1}>
        <Trans>Check your answers</Trans>
      </h2>
      <p>
        <Trans>
          You have answered every question. Change any answer you want, then select Check score.
        </Trans>
      </p>
      <dl>
        {QUESTION_IDS.map((id, index) => {
          const answer = answers[id]
          const number = format(index + 1)
          return (
            <div key={id} className="pgsi-review__row">
              <dt>
                {number}. {i18n._(QUESTIONS[id])}
              </dt>
              <dd>
                <strong>{answer ? i18n._(ANSWER_LABELS[answer]) : null}</strong>{' '}
                <a
                  href={`#${fieldId(id)}`}
                  onClick={(event) => {
                    const chosen =
                      document.querySelector<HTMLInputElement>(`input[name="${id}"]:checked`) ??
                      document.getElementById(fieldId(id))
                    if (!chosen) return
                    event.preventDefault()
                    chosen.scrollIntoView({ block: 'center' })
                    chosen.focus()
                  }}
                >
                  <Trans>
                    Change <span className="visually-hidden">the answer to question {number}</span>
                  </Trans>
                </a>
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
