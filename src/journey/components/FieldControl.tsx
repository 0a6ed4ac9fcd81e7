/**
 * One field of a journey's page, drawn by its `control`: every control shares the label, hint
 * and error wiring of src/components/form, and reads and writes the answers by its path. A
 * label says "(optional)" where the contract lets the answer be left out for these answers.
 */
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { lazy, Suspense } from 'react'
import { lazyExtra } from '../../components/lazy-extra'
import { ChoiceFieldset } from '../../components/form/ChoiceFieldset'
import { FieldFrame } from '../../components/form/FieldFrame'
import { fieldId, getAt, isOptional } from '../model'
import type { JourneyState } from '../use-journey'
import type { Field, Journey } from '../types'

// A file field's picker and its checks, and a group's items, load only on a page that has one
// (no first page has). Not a date's boxes: a first page with a date is prerendered with them,
// and a lazy part there could be drawn again empty while it loads, moving the page; the form
// that asks a date gives them with its field instead (types.ts, DateField).
const FileControl = lazy(() => import('./FileControl').then((m) => ({ default: m.FileControl })))
const GroupControl = lazy(() => import('./GroupControl').then((m) => ({ default: m.GroupControl })))
// Only once a text is near its limit; offline before it was kept, the page goes on without it.
const CharacterCount = lazyExtra(() => import('./CharacterCount').then((m) => m.CharacterCount))

/** The share of its limit from which a text's count of characters left shows (GOV.UK). */
const NEAR_THE_LIMIT = 0.8

export interface ControlProps {
  journey: Journey
  field: Field
  state: JourneyState
  /** Error messages by path, already in the user's language. */
  errors: ReadonlyMap<string, string>
  /** The path of the group item this field belongs to, if any. */
  base?: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function FieldControl({ journey, field, state, errors, base }: ControlProps) {
  const { i18n } = useLingui()
  const path = base ? `${base}.${field.path}` : field.path
  const id = fieldId(journey, path)
  const value = getAt(state.answers, path)
  const error = errors.get(path)
  const plain = i18n._(field.label)
  // An item's field is optional by its whole path (`supportPersons.0.phone`), not its own.
  const whole = base && field.control !== 'file' ? { ...field, path } : field
  const label = isOptional(journey, whole, state.answers) ? i18n._(msg`${plain} (optional)`) : plain
  const hint = field.hint ? i18n._(field.hint) : undefined
  const set = (next: unknown) => state.setAnswer(path, next)

  switch (field.control) {
    case 'text':
      return (
        <FieldFrame id={id} label={label} hint={hint} error={error}>
          {(aria) => (
            <input
              id={id}
              className={field.width ? `field__input field__input--${field.width}` : 'field__input'}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete ?? 'off'}
              inputMode={field.inputMode}
              spellCheck={field.spellCheck}
              value={text(value)}
              onChange={(event) => set(event.currentTarget.value)}
              {...aria}
            />
          )}
        </FieldFrame>
      )
    case 'textarea': {
      const typed = text(value)
      const max = field.maxLength
      // The contract's limit is said from the start, and counted once the text is near it.
      const limit = max ? i18n._(msg`You can enter up to ${max} characters.`) : undefined
      return (
        <FieldFrame
          id={id}
          label={label}
          hint={hint && limit ? `${hint} ${limit}` : (hint ?? limit)}
          error={error}
        >
          {(aria) => (
            <>
              <textarea
                id={id}
                className="field__input"
                rows={5}
                value={typed}
                onChange={(event) => set(event.currentTarget.value)}
                {...aria}
              />
              {max !== undefined && typed.length >= max * NEAR_THE_LIMIT && (
                <Suspense fallback={null}>
                  <CharacterCount length={typed.length} max={max} />
                </Suspense>
              )}
            </>
          )}
        </FieldFrame>
      )
    }
    case 'select':
      return (
        <FieldFrame id={id} label={label} hint={hint} error={error}>
          {(aria) => (
            <select
              id={id}
              className="field__input"
              value={String(value ?? '')}
              onChange={(event) => {
                const chosen = field.options.find(
                  (o) => String(o.value) === event.currentTarget.value,
                )
                set(chosen?.value)
              }}
              {...aria}
            >
              <option value="">{i18n._(msg`Choose one`)}</option>
              {field.options.map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {i18n._(option.label)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )
    case 'radios':
    case 'checkboxes': {
      const many = field.control === 'checkboxes'
      const list = Array.isArray(value) ? value : []
      return (
        <ChoiceFieldset
          id={id}
          legend={label}
          hint={hint}
          error={error}
          type={many ? 'checkbox' : 'radio'}
          options={field.options.map((option) => ({
            key: String(option.value),
            label: i18n._(option.label),
            hint: option.hint ? i18n._(option.hint) : undefined,
            checked: many ? list.includes(option.value) : value === option.value,
          }))}
          onToggle={(key, checked) => {
            const option = field.options.find((item) => String(item.value) === key)
            if (!option) return
            if (!many) return set(option.value)
            set(checked ? [...list, option.value] : list.filter((item) => item !== option.value))
          }}
        />
      )
    }
    case 'checkbox':
      return (
        <ChoiceFieldset
          id={id}
          legend={label}
          hint={hint}
          error={error}
          type="checkbox"
          options={[{ key: 'yes', label: plain, checked: value === true }]}
          onToggle={(_, checked) => set(checked ? true : undefined)}
        />
      )
    case 'date':
      return (
        <field.boxes
          id={id}
          legend={label}
          hint={hint}
          error={error}
          value={text(value)}
          onChange={set}
        />
      )
    case 'file':
      return (
        <Suspense fallback={null}>
          <FileControl
            journey={journey}
            field={field}
            state={state}
            label={label}
            hint={hint}
            error={error}
            id={id}
          />
        </Suspense>
      )
    case 'group':
      return (
        <Suspense fallback={null}>
          <GroupControl
            journey={journey}
            field={field}
            state={state}
            errors={errors}
            path={path}
            label={label}
          />
        </Suspense>
      )
    case 'custom': {
      const Component = field.component
      // A journey may load its own control on the page that shows it (React.lazy).
      return (
        <Suspense fallback={null}>
          <Component
            id={id}
            label={label}
            hint={hint}
            error={error}
            errors={errors}
            value={value}
            answers={state.answers}
            onChange={set}
          />
        </Suspense>
      )
    }
  }
}
