/**
 * One PGSI question: a fieldset whose legend is the question, five radios, and its error
 * (GOV.UK radios). The first radio carries the question's id, so the error summary's link
 * lands on the group. Arrow keys move between the answers; Tab moves to the next question.
 */
import { useLingui } from '@lingui/react'
import { FieldError } from '../../../components/form/FieldError'
import { ANSWERS, type Answer, type QuestionId } from '../scoring'
import { ANSWER_LABELS, QUESTIONS } from '../texts'

interface Props {
  id: QuestionId
  /** "Question 1 of 9", already formatted. */
  position: string
  value: Answer | undefined
  /** The message, already in the user's language. */
  error?: string
  onChange: (answer: Answer) => void
}

export const fieldId = (id: QuestionId) => `pgsi-${id}`

export function QuestionFieldset({ id, position, value, error, onChange }: Props) {
  const { i18n } = useLingui()
  const errorId = `${fieldId(id)}-error`
  return (
    <div className={error ? 'field field--error pgsi-question' : 'field pgsi-question'}>
      <fieldset className="choice-list" aria-describedby={error ? errorId : undefined}>
        <legend>
          <span className="pgsi-question__position">{position}</span>
          {i18n._(QUESTIONS[id])}
        </legend>
        {error && <FieldError id={errorId} text={error} />}
        {ANSWERS.map((answer, index) => (
          <label key={answer} className="choice">
            <input
              type="radio"
              id={index === 0 ? fieldId(id) : `${fieldId(id)}-${answer}`}
              name={id}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {i18n._(ANSWER_LABELS[answer])}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
