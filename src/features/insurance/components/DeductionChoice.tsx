/**
 * How the member means to pay: payroll deduction or debit order (docs/design.md section 4a,
 * `deductionSource`). Optional on the quote; asked here so that a member past the retirement
 * age learns before joining that payroll deduction is not open to them.
 */
import { Trans } from '@lingui/react/macro'
import type { DeductionSource } from '../../../shared/insurance/types'
import { fieldIds } from '../quote-fields'
import { ErrorText } from './ErrorText'

interface Props {
  value: DeductionSource | ''
  error?: string
  onChange: (value: DeductionSource) => void
}

export function DeductionChoice({ value, error, onChange }: Props) {
  const id = fieldIds.deduction
  const options = [
    { value: 'payroll', label: <Trans>Payroll deduction</Trans> },
    { value: 'debit-order', label: <Trans>Debit order</Trans> },
  ] as const
  return (
    <fieldset
      className={error ? 'field field--error choice-list' : 'field choice-list'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">
        <Trans>How will you pay? (optional)</Trans>
      </legend>
      <ErrorText id={`${id}-error`} error={error} />
      {options.map((option, i) => (
        <div key={option.value} className="choice">
          <input
            type="radio"
            id={i === 0 ? id : `${id}-${option.value}`}
            name="deduction"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={i === 0 ? id : `${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  )
}
