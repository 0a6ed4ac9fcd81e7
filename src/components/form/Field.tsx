/**
 * A labelled input with its hint and its error (FieldFrame). Pass use-light-form.ts's
 * `field(name)` as `registration`, or a journey's own (its answers live in one object).
 */
import type { InputHTMLAttributes } from 'react'
import { FieldFrame, type FieldRegistration, type FrameProps } from './FieldFrame'

interface Props extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  registration: FieldRegistration<HTMLInputElement>
}

export function Field({ id, label, hint, error, registration, className, ...input }: Props) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          id={id}
          className={className ? `field__input ${className}` : 'field__input'}
          {...aria}
          {...input}
          {...registration}
        />
      )}
    </FieldFrame>
  )
}
