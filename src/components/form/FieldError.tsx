/** A field's error as GOV.UK shows it: "Error:" for screen readers, then the message. */
import { Trans } from '@lingui/react/macro'

export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">
        <Trans>Error:</Trans>
      </span>{' '}
      {text}
    </p>
  )
}
