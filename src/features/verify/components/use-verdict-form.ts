/**
 * Ties a check form to its verdict (issue 9, item 2): a verdict belongs to the input that was
 * checked, so it goes as soon as that input changes, and every submit clears it first, valid
 * or not (an invalid one used to leave the previous green card under its "Invalid Code").
 * Returns the submit handler to give the form, and the submit count, which the error summary
 * uses to take focus again on a second failed submit (issue 9, item 7).
 */
import { useCallback, useEffect, type BaseSyntheticEvent } from 'react'
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form'

export function useVerdictForm<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  clear: () => void,
  onValid: SubmitHandler<Output>,
) {
  const { watch, handleSubmit } = form

  useEffect(() => {
    // `type` is set for what the person types or picks, not for a reset by the page.
    const subscription = watch((_values, { type }) => {
      if (type === 'change') clear()
    })
    return () => subscription.unsubscribe()
  }, [watch, clear])

  const submit = useCallback(
    (event?: BaseSyntheticEvent) => {
      clear()
      return handleSubmit(onValid)(event)
    },
    [clear, handleSubmit, onValid],
  )

  return { submit, attempt: form.formState.submitCount }
}
