/**
 * A repeating group ("add another", GOV.UK): each item with the same fields, a Remove button
 * per item and an Add button up to the group's limit. Items are answers at `<path>.<n>`.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { getAt } from '../model'
import type { JourneyState } from '../use-journey'
import type { GroupField, Journey } from '../types'
import { FieldControl } from './FieldControl'

interface Props {
  journey: Journey
  field: GroupField
  state: JourneyState
  errors: ReadonlyMap<string, string>
  path: string
  label: string
}

export function GroupControl({ journey, field, state, errors, path, label }: Props) {
  const { i18n } = useLingui()
  const items = getAt(state.answers, path)
  const list = Array.isArray(items) ? items : []
  const error = errors.get(path)
  return (
    <section className="group" aria-label={label}>
      <h2 className="group__title">{label}</h2>
      {error && <p className="field__error">{error}</p>}
      {list.map((_, index) => {
        const title = i18n._(field.itemLabel(index + 1))
        return (
          <fieldset key={index} className="form-group group__item">
            <legend>{title}</legend>
            {field.fields
              .filter((inner) => inner.when?.(list[index] as Record<string, unknown>) ?? true)
              .map((inner) => (
                <FieldControl
                  key={inner.path}
                  journey={journey}
                  field={inner}
                  state={state}
                  errors={errors}
                  base={`${path}.${index}`}
                />
              ))}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => state.removeItem(field, path, index)}
            >
              <Trans>Remove</Trans> <span className="visually-hidden">{title}</span>
            </button>
          </fieldset>
        )
      })}
      {list.length < field.max && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => state.setAnswer(path, [...list, {}])}
        >
          {i18n._(field.addLabel)}
        </button>
      )}
    </section>
  )
}
