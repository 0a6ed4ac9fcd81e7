/**
 * What every question answered with several controls shares (radios, checkboxes, a date's
 * three boxes): a fieldset whose legend is the question, its hint and its error, read with the
 * group (aria-describedby), as FieldFrame does for one control.
 */
import type { ReactNode } from 'react'
import { FieldError } from './FieldError'

export interface FieldsetProps {
  id: string
  legend: ReactNode
  hint?: string
  /** The message, already in the user's language. */
  error?: string
}

export function FieldsetFrame({
  id,
  legend,
  hint,
  error,
  group,
  children,
}: FieldsetProps & { group?: boolean; children: ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset
        className="choice-list"
        role={group ? 'group' : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        <legend>{legend}</legend>
        {hint && (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        )}
        {errorId && error && <FieldError id={errorId} text={error} />}
        {children}
      </fieldset>
    </div>
  )
}
