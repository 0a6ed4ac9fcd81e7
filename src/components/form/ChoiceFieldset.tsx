/**
 * A question answered by choosing (GOV.UK radios and checkboxes): a fieldset whose legend is
 * the question, its hint and error, and one labelled input per option. The first input takes
 * the question's id, so the error summary's link lands on the group.
 */
import type { ReactNode } from 'react'
import { FieldsetFrame } from './FieldsetFrame'

export interface ChoiceOption {
  key: string
  label: string
  hint?: string
  checked: boolean
}

interface Props {
  id: string
  legend: ReactNode
  hint?: string
  error?: string
  type: 'radio' | 'checkbox'
  options: readonly ChoiceOption[]
  onToggle: (key: string, checked: boolean) => void
}

export function ChoiceFieldset({ id, legend, hint, error, type, options, onToggle }: Props) {
  return (
    <FieldsetFrame id={id} legend={legend} hint={hint} error={error}>
      {options.map((option, index) => {
        const inputId = index === 0 ? id : `${id}-${option.key}`
        return (
          <div key={option.key} className="choice-item">
            <label className="choice" htmlFor={inputId}>
              <input
                type={type}
                id={inputId}
                name={id}
                value={option.key}
                checked={option.checked}
                aria-describedby={option.hint ? `${inputId}-hint` : undefined}
                onChange={(event) => onToggle(option.key, event.currentTarget.checked)}
              />
              {option.label}
            </label>
            {option.hint && (
              <p id={`${inputId}-hint`} className="field__hint choice-item__hint">
                {option.hint}
              </p>
            )}
          </div>
        )
      })}
    </FieldsetFrame>
  )
}
