import { Trans } from '@lingui/react/macro'

/**
 * The message beside a group of fields (a date, a choice), worded and marked up like the one
 * FieldFrame shows beside a single field, so a screen reader hears "Error:" first.
 */
export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">
        <Trans>Error:</Trans>
      </span>{' '}
      {error}
    </p>
  )
}
