/**
 * react-hook-form with the shared valibot schema as its resolver: the browser validates with
 * the very schema the gateway uses. Validation runs on submit (forms are `noValidate`), and
 * focus goes to the error summary, not the first field (GOV.UK pattern), so
 * `shouldFocusError` is off.
 */
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form'
import type * as v from 'valibot'
import { validationMessage } from '../../i18n/validation'
import type { SummaryItem } from './ErrorSummary'

export function useSchemaForm<Schema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<v.InferInput<Schema>>,
) {
  return useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
}

/**
 * Each invalid field's message in the user's language, keyed by field name, and the summary
 * items in the order of `fields` (the order on screen). Field ids are `${idPrefix}-${name}`.
 */
export function useFieldMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: ReadonlyArray<keyof T & string>,
  idPrefix: string,
) {
  const { i18n } = useLingui()
  const messages: Partial<Record<keyof T & string, string>> = {}
  const summary: SummaryItem[] = []
  for (const name of fields) {
    const message = errors[name]?.message
    if (typeof message !== 'string' || message === '') continue
    const text = validationMessage(i18n, message)
    messages[name] = text
    summary.push({ fieldId: `${idPrefix}-${name}`, text })
  }
  return { messages, summary }
}
