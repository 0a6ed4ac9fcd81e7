/**
 * One person covered by an add-on: what covers them (the package's add-ons by name, with the
 * ages each takes), their date of birth, and a button to remove them.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { FieldFrame } from '../../../components/form/FieldFrame'
import type { AddOnGroup } from '../catalogue'
import { useLocalText } from '../local-text'
import { fieldIds, type PersonInput } from '../quote-fields'
import { DateOfBirthFields } from './DateOfBirthFields'

interface Props {
  person: PersonInput
  number: number
  groups: AddOnGroup[]
  errors: { addOn?: string; birth?: string }
  onChange: (person: PersonInput) => void
  onRemove: () => void
  onBlur: (fieldId: string) => void
  /** The person just added: their first field takes focus once it is on the page. */
  focusOnMount?: boolean
}

export function PersonFields({
  person,
  number,
  groups,
  errors,
  onChange,
  onRemove,
  onBlur,
  focusOnMount = false,
}: Props) {
  const { t } = useLingui()
  const local = useLocalText()
  const selectId = fieldIds.addOn(person.key)
  const select = useRef<HTMLSelectElement>(null)
  const focusFirst = useRef(focusOnMount)
  useEffect(() => {
    if (focusFirst.current) select.current?.focus()
  }, [])
  return (
    <fieldset className="person">
      <legend className="person__title">{t`Person ${number}`}</legend>
      <FieldFrame id={selectId} label={t`Covered as`} error={errors.addOn}>
        {(aria) => (
          <select
            ref={select}
            id={selectId}
            className="field__input"
            value={person.addOn}
            {...aria}
            onChange={(event) => onChange({ ...person, addOn: event.target.value })}
            onBlur={() => onBlur(selectId)}
          >
            <option value="">{t`Choose who this person is`}</option>
            {groups.map((group) => {
              const name = local(group.rows[0]!, 'name').text
              const { min, max } = group
              return (
                <option key={group.name} value={group.name}>
                  {t`${name} (aged ${min} to ${max})`}
                </option>
              )
            })}
          </select>
        )}
      </FieldFrame>
      <DateOfBirthFields
        id={fieldIds.birth(person.key)}
        legend={t`Date of birth of person ${number}`}
        value={person.birth}
        error={errors.birth}
        onChange={(birth) => onChange({ ...person, birth })}
        onBlur={() => onBlur(fieldIds.birth(person.key))}
      />
      <button type="button" className="button button--secondary" onClick={onRemove}>
        {t`Remove person ${number}`}
      </button>
    </fieldset>
  )
}
