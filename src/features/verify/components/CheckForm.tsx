/**
 * The form of every Verify check (a product, an agent, a caller ID, a promotion, a document by
 * its reference or by its file): the page declares its fields and what a valid submit does;
 * the fields, the error summary, the button and the tie to the verdict are here, once. Checked
 * on submit with the call's shared schema, loaded at the first use (use-light-form.ts): no
 * form library on the verify pages (docs/design.md section 7).
 *
 * The tie to the verdict: a verdict belongs to the input that was checked, so
 * it goes as soon as that input changes, and every submit clears it first, valid or not (an
 * invalid one used to leave the previous green card under its "Invalid Code"). The summary
 * takes focus again on a second failed submit, as on every form. Offline before the form's
 * schema had reached the device, the submit is held like an offline check (use-check.ts
 * `holdUntilOnline`) and made again once the device is back online.
 */
import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react'
import type * as v from 'valibot'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import type { Check } from './use-check'

export interface CheckField extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The schema's key; the input's id is `<idPrefix>-<name>`. */
  name: string
  label: ReactNode
  hint: ReactNode
}

interface Props<Output> {
  idPrefix: string
  fields: readonly CheckField[]
  schema: () => Promise<v.GenericSchema<unknown, Output>>
  check: Pick<Check<unknown>, 'clear' | 'holdUntilOnline'>
  onValid: (values: Output) => unknown
  /** The button's words. */
  children: ReactNode
  /** Two forms on one page: only the one submitted last shows its errors. */
  active?: boolean
  onActivate?: () => void
}

export function CheckForm<Output>(props: Props<Output>) {
  const { idPrefix, fields, active = true } = props
  const { clear, holdUntilOnline } = props.check
  const form = useLightForm(
    props.schema,
    fields.map((field) => field.name),
    idPrefix,
  )
  const { onChange, clearErrors } = form

  // Only what the person types or picks: a reset by the page remounts the inputs instead.
  useEffect(() => onChange(clear), [onChange, clear])
  useEffect(() => {
    if (!active) clearErrors()
  }, [active, clearErrors])

  return (
    <>
      <ErrorSummary items={form.summary} attempt={form.submitCount} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          props.onActivate?.()
          clear()
          void form.handleSubmit(props.onValid, holdUntilOnline)(event)
        }}
      >
        {fields.map(({ name, ...field }) => (
          <Field
            key={name}
            id={`${idPrefix}-${name}`}
            error={form.messages[name]}
            {...field}
            registration={form.field(name)}
          />
        ))}
        <button type="submit" className="button">
          {props.children}
        </button>
      </form>
    </>
  )
}
