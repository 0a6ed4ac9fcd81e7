/** A labelled select with hint and error, wired like components/form/Field. */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface Props {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  registration: UseFormRegisterReturn
  /** The first, empty choice ("Choose a category"). */
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string }>
}

export function Select({ id, label, hint, error, registration, placeholder, options }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">
            <Trans>Error:</Trans>
          </span>{' '}
          {error}
        </p>
      )}
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
