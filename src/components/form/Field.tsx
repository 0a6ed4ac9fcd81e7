/**
 * A labelled input with its hint and its error, wired for assistive technology: the hint and
 * the error are read with the field (aria-describedby), and an invalid field says so
 * (aria-invalid). Pass react-hook-form's `register(name)` result as `registration`.
 */
import { Trans } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The message, already in the user's language. */
  error?: string
  registration: UseFormRegisterReturn
}

export function Field({ id, label, hint, error, registration, className, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <span className="visually-hidden">
            <Trans>Error:</Trans>
          </span>{' '}
          {error}
        </p>
      )}
      <input
        id={id}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
    </div>
  )
}
