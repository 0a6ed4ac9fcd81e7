/**
 * The one way to build a form without a journey: the Verify checks, the status checks, the
 * sites search and every staff form. No form library (the route budget): react-hook-form was
 * the largest part of the home page's own JavaScript (13 KiB of 35) and does nothing these
 * forms need:
 *
 * - the inputs are uncontrolled, so what someone types into the prerendered page before the
 *   app has started is kept when it takes over;
 * - on submit their values are read from the form and checked with the call's shared valibot
 *   schema (validate.ts). It loads when the person first focuses a field (or submits), not with
 *   the page: the schema and its messages are most of a check page's own JavaScript, and a
 *   visitor who only reads pays nothing for them (docs/design.md section 7). After one visit
 *   the service worker has them; on a first visit that went offline before it had, a submit
 *   cannot check anything and calls `onUnavailable(retry)` instead: the page says it is
 *   offline, keeps what was typed, and `retry` submits again once it can;
 * - GOV.UK errors as everywhere: on submit only, the first problem of each field by the field
 *   and in the summary, in the order of `fields`, translated where shown.
 *
 *   const form = useLightForm(() => import('../check-product').then((m) => m.productCheckSchema),
 *     ['code'], 'product')
 *   <form onSubmit={form.handleSubmit((values) => ...)}>
 *     <Field id="product-code" error={form.messages.code} registration={form.field('code')} />
 *
 * `onChange(listener)` hears every change the person makes to a field (a verdict that belongs to
 * the old input goes, a draft is saved), `submitCount` counts submits (the error summary takes
 * focus again), `values()` reads the fields as they are (the form carries `ref={form.ref}`).
 * `initial` gives the fields their first values. `reset(values, focus?)` puts new values in (the
 * form must carry `key={form.version}`, which remounts the inputs with them) and focuses the
 * named field in its new input (form-extras.ts changes one in place), `setError` adds a problem
 * from elsewhere (the gateway), and `problems` are the English texts as the schema or the
 * gateway gave them (for a form that words them its own way).
 */
import { useLingui } from '@lingui/react'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useLoadOnUse } from './use-load-on-use'
import type * as v from 'valibot'
import type { SummaryItem } from './ErrorSummary'
import type * as ValidateModule from './validate'

type Validator = typeof ValidateModule

/** A field's value as a form library gives it: files as a FileList, a checkbox as a boolean. */
function valueOf(form: HTMLFormElement, name: string): unknown {
  const element = form.elements.namedItem(name)
  if (element instanceof HTMLInputElement) {
    if (element.type === 'file') return element.files
    if (element.type === 'checkbox') return element.checked
  }
  return element && 'value' in element ? element.value : undefined
}

/** Every field's value as the form holds it now. */
const valuesOf = (form: HTMLFormElement, fields: readonly string[]) =>
  Object.fromEntries(fields.map((name) => [name, valueOf(form, name)]))

export type LightForm<Output> = ReturnType<typeof useLightForm<Output>>

export function useLightForm<Output>(
  loadSchema: () => Promise<v.GenericSchema<unknown, Output>>,
  fields: readonly string[],
  idPrefix: string,
  initial: Record<string, unknown> = {},
) {
  const { i18n } = useLingui()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [submitCount, setSubmitCount] = useState(0)
  const listeners = useRef(new Set<() => void>())
  const [defaults, setDefaults] = useState<{ version: number; values: Record<string, unknown> }>(
    () => ({ version: 0, values: initial }),
  )
  const [validator, setValidator] = useState<Validator>()
  const element = useRef<HTMLFormElement>(null)
  // The checks and the schema: loaded at the first focus, awaited by a submit.
  const { load, prepare } = useLoadOnUse(
    useCallback(() => Promise.all([import('./validate'), loadSchema()]), [loadSchema]),
  )

  const handleSubmit = useCallback(
    (onValid: (values: Output) => unknown, onUnavailable?: (retry: () => void) => void) =>
      async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const form = event.currentTarget
        const values = valuesOf(form, fields)
        let loaded: [Validator, v.GenericSchema<unknown, Output>]
        try {
          loaded = await load()
        } catch {
          // Offline before the service worker had cached the schema: nothing can be checked
          // now, and nothing typed is lost. The page says so; `retry` submits the form again.
          onUnavailable?.(() => {
            if (form.isConnected) form.requestSubmit()
          })
          return
        }
        const [module, schema] = loaded
        setValidator(() => module)
        setSubmitCount((count) => count + 1)
        const result = module.validate(schema, values)
        setProblems(result.ok ? {} : result.problems)
        if (result.ok) await onValid(result.output)
      },
    [fields, load],
  )

  const messages: Record<string, string | undefined> = {}
  const summary: SummaryItem[] = []
  for (const name of fields) {
    const problem = problems[name]
    if (!problem) continue
    const text = validator ? validator.problemText(i18n, problem) : problem
    messages[name] = text
    summary.push({ fieldId: `${idPrefix}-${name}`, text })
  }

  // A field to focus once a reset has remounted the inputs (the old element is gone by then).
  const focusAfterReset = useRef<string | undefined>(undefined)
  const reset = useCallback((values: Record<string, unknown>, focus?: string) => {
    focusAfterReset.current = focus
    setDefaults((previous) => ({ version: previous.version + 1, values }))
    setProblems({})
  }, [])
  useEffect(() => {
    const name = focusAfterReset.current
    focusAfterReset.current = undefined
    if (name) document.getElementById(`${idPrefix}-${name}`)?.focus()
  }, [defaults.version, idPrefix])
  const setError = useCallback((name: string, error: { message: string }) => {
    setProblems((previous) => ({ ...previous, [name]: error.message }))
    void import('./validate').then((module) => setValidator(() => module))
  }, [])
  const clearErrors = useCallback(() => setProblems({}), [])
  const onChange = useCallback((listener: () => void) => {
    listeners.current.add(listener)
    return () => void listeners.current.delete(listener)
  }, [])
  const changed = useCallback(() => {
    for (const listener of [...listeners.current]) listener()
  }, [])

  /** The fields' values as they are now (what a draft keeps): each as the form gives it. */
  const values = useCallback((): Record<string, unknown> => {
    return element.current ? valuesOf(element.current, fields) : {}
  }, [fields])

  return {
    /** The form element's ref, for `values()`. */
    ref: element,
    values,
    prepare,
    handleSubmit,
    messages,
    summary,
    /** True once the person has submitted (some messages wait for it). */
    submitted: submitCount > 0,
    submitCount,
    problems,
    onChange,
    /** The form's `key`: new values remount its inputs. */
    version: defaults.version,
    field: (name: string) => {
      const value = defaults.values[name]
      const start = { name, onFocus: prepare, onChange: changed }
      return typeof value === 'string' ? { ...start, defaultValue: value } : start
    },
    reset,
    setError,
    clearErrors,
  }
}
