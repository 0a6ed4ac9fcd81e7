/** A labelled textarea with hint and error, wired like components/form/Field. */
import { Trans } from '@lingui/react/macro'
import type { ReactNode, TextareaHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  registration: UseFormRegisterReturn
}

export function TextArea({ id, label, hint, error, registration, ...rest }: Props) {
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
      <textarea
        id={id}
        className="field__input"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
        {...registration}
      />
    </div>
  )
}
