/**
 * Ties a check form to its verdict: a verdict belongs to the input that was
 * checked, so it goes as soon as that input changes, and every submit clears it first, valid
 * or not (an invalid one used to leave the previous green card under its "Invalid Code").
 * Returns the submit handler to give the form, and the submit count, which the error summary
 * uses to take focus again on a second failed submit. The forms are light
 * ones (use-light-form.ts): no form library on the verify pages (the route budget).
 * Offline before the form's schema had reached the device, the submit is held like an offline
 * check (use-check.ts `holdUntilOnline`) and made again once the device is back online.
 */
import { useCallback, useEffect, type FormEvent } from 'react'
import type { LightForm } from '../../../components/form/use-light-form'
import type { Check } from './use-check'

export function useVerdictForm<Output>(
  form: LightForm<Output>,
  check: Pick<Check<unknown>, 'clear' | 'holdUntilOnline'>,
  onValid: (values: Output) => unknown,
) {
  const { onChange, handleSubmit } = form
  const { clear, holdUntilOnline } = check

  // Only what the person types or picks: a reset by the page remounts the inputs instead.
  useEffect(() => onChange(clear), [onChange, clear])

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      clear()
      return handleSubmit(onValid, holdUntilOnline)(event)
    },
    [clear, handleSubmit, onValid, holdUntilOnline],
  )

  return { submit, attempt: form.submitCount }
}
