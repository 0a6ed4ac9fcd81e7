/**
 * A date as three boxes, day, month and year (GOV.UK date input): easier on a phone than a
 * date picker and read well by screen readers. The value is `YYYY-MM-DD`; the parts typed so
 * far are kept as typed until they make a date, so a half-typed date is not lost.
 */
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FieldsetFrame } from './FieldsetFrame'

export interface DatePartsProps {
  id: string
  legend: string
  hint?: string
  error?: string
  value: string
  onChange: (value: string) => void
}

const split = (value: string) => {
  const [year = '', month = '', day = ''] = value.split('-')
  return { day, month, year }
}

export function DateParts({ id, legend, hint, error, value, onChange }: DatePartsProps) {
  const { t } = useLingui()
  const [parts, setParts] = useState(() => split(value))

  const change = (part: 'day' | 'month' | 'year', text: string) => {
    const next = { ...parts, [part]: text.replace(/\D/g, '') }
    setParts(next)
    const day = next.day.padStart(2, '0')
    const month = next.month.padStart(2, '0')
    // Incomplete parts still go to the answers, so the schema says what is missing.
    onChange(next.day || next.month || next.year ? `${next.year}-${month}-${day}` : '')
  }

  const box = (part: 'day' | 'month' | 'year', label: string, width: string) => (
    <div className="date-parts__item">
      <label className="field__label" htmlFor={part === 'day' ? id : `${id}-${part}`}>
        {label}
      </label>
      <input
        id={part === 'day' ? id : `${id}-${part}`}
        className={`field__input date-parts__input date-parts__input--${width}`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={part === 'year' ? 4 : 2}
        value={parts[part]}
        aria-invalid={error ? true : undefined}
        onChange={(event) => change(part, event.currentTarget.value)}
      />
    </div>
  )

  return (
    <FieldsetFrame id={id} legend={legend} hint={hint} error={error} group>
      <div className="date-parts">
        {box('day', t`Day`, 'short')}
        {box('month', t`Month`, 'short')}
        {box('year', t`Year`, 'long')}
      </div>
    </FieldsetFrame>
  )
}
