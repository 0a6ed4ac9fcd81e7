/**
 * The end of a staff filter form, shared by the queue and the audit log: the first and last
 * day (Botswana time, checked by the form's schema) and the button that applies the filters.
 */
import { Trans } from '@lingui/react/macro'
import { Field } from '../../../components/form/Field'
import type { FieldRegistration } from '../../../components/form/FieldFrame'

interface Day {
  label: string
  error: string | undefined
  registration: FieldRegistration<HTMLInputElement>
}

interface Props {
  /** Prefix of the two inputs' ids (`<idPrefix>-from`, `<idPrefix>-to`). */
  idPrefix: string
  from: Day
  to: Day
}

export function DaysAndApply({ idPrefix, from, to }: Props) {
  return (
    <>
      {Object.entries({ from, to }).map(([end, day]) => (
        <Field
          key={end}
          id={`${idPrefix}-${end}`}
          label={day.label}
          error={day.error}
          type="date"
          registration={day.registration}
        />
      ))}
      <button type="submit" className="button">
        <Trans>Apply filters</Trans>
      </button>
    </>
  )
}
