/**
 * A date of birth as three boxes, day, month and year (the GOV.UK date input): numbers typed
 * on a phone's number pad, no calendar widget to fight with a screen reader or a keyboard.
 * The fieldset's legend names the person; its hint and error are read with every box.
 */
import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import type { DateParts } from '../quote-fields'
import { ErrorText } from './ErrorText'

interface Props {
  id: string
  legend: React.ReactNode
  value: DateParts
  onChange: (value: DateParts) => void
  onBlur?: () => void
  /** The message, in the reader's language. */
  error?: string
  /** The member's own date: let the browser offer it. */
  own?: boolean
}

const PARTS = [
  { part: 'day', size: 2, autoComplete: 'bday-day' },
  { part: 'month', size: 2, autoComplete: 'bday-month' },
  { part: 'year', size: 4, autoComplete: 'bday-year' },
] as const

export function DateOfBirthFields({ id, legend, value, onChange, onBlur, error, own }: Props) {
  const box = useRef<HTMLFieldSetElement>(null)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = error ? `${hintId} ${errorId}` : hintId
  const labels = { day: <Trans>Day</Trans>, month: <Trans>Month</Trans>, year: <Trans>Year</Trans> }
  return (
    <fieldset
      ref={box}
      className={error ? 'field field--error date-input' : 'field date-input'}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{legend}</legend>
      <p id={hintId} className="field__hint">
        <Trans>For example, 27 3 1985</Trans>
      </p>
      <ErrorText id={errorId} error={error} />
      <div className="date-input__parts">
        {PARTS.map(({ part, size, autoComplete }) => (
          <div key={part} className="date-input__part">
            <label htmlFor={`${id}-${part}`}>{labels[part]}</label>
            <input
              id={`${id}-${part}`}
              className={`field__input date-input__${part}`}
              inputMode="numeric"
              maxLength={size}
              size={size + 1}
              autoComplete={own ? autoComplete : 'off'}
              aria-invalid={error ? true : undefined}
              value={value[part]}
              onChange={(event) => onChange({ ...value, [part]: event.target.value })}
              onBlur={(event) => {
                // Left the date, not just moved from day to month.
                if (!box.current?.contains(event.relatedTarget)) onBlur?.()
              }}
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}
