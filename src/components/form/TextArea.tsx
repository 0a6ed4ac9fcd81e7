/** A labelled textarea with its hint and its error (FieldFrame). */
import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame, type FieldRegistration, type FrameProps } from './FieldFrame'

interface Props
  extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  registration: FieldRegistration<HTMLTextAreaElement>
}

export function TextArea({ id, label, hint, error, registration, ...rest }: Props) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <textarea id={id} className="field__input" rows={5} {...aria} {...rest} {...registration} />
      )}
    </FieldFrame>
  )
}
