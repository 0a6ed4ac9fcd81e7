/**
 * What every form control shares: its label, hint and error, and the wiring that makes a
 * screen reader read the hint and the error with the control (aria-describedby) and say when
 * it is invalid (aria-invalid). The control itself comes from `children`, which receives
 * those attributes.
 */
import type { ReactNode, Ref } from 'react'
import { FieldError } from './FieldError'

/**
 * What a control needs from its form: a name, a starting value, and the form's handlers
 * (use-light-form.ts's `field(name)`, or a journey's own).
 */
export interface FieldRegistration<Element> {
  name: string
  defaultValue?: string
  onChange?: (event: { target: unknown; type?: unknown }) => unknown
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown
  onFocus?: () => unknown
  ref?: Ref<Element>
}

export interface ControlAria {
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FrameProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The message, already in the user's language. */
  error?: string
}

export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: FrameProps & { children: (aria: ControlAria) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const aria: ControlAria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  }
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
      {errorId && error && <FieldError id={errorId} text={error} />}
      {children(aria)}
    </div>
  )
}
