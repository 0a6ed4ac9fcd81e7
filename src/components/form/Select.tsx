/** A labelled select with its hint and its error (FieldFrame). */
import { FieldFrame, type FieldRegistration, type FrameProps } from './FieldFrame'

interface Props extends FrameProps {
  registration: FieldRegistration<HTMLSelectElement>
  /** The first, empty choice ("Choose a category"). */
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string }>
}

export function Select({ registration, placeholder, options, ...frame }: Props) {
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select id={frame.id} className="field__input" {...aria} {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
