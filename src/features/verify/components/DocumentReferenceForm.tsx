import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import type { DocumentFormProps as FormProps } from './DocumentCheck'
import { useVerdictForm } from './use-verdict-form'

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS = ['reference']
const operation = () =>
  Promise.all([import('../verify-document'), import('./DocumentResult')]).then(([module]) => module)
const schema = () => operation().then((module) => module.documentVerifySchema)

/** Check a document by the reference printed on it. */
export function DocumentReferenceForm({ check, active, onActivate }: FormProps) {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'document')
  const { messages, summary } = form

  const { clearErrors } = form
  // Two forms on one page, one error summary at a time: the other form's goes away.
  useEffect(() => {
    if (!active) clearErrors()
  }, [active, clearErrors])

  const { submit, attempt } = useVerdictForm(form, check, (values) =>
    check.run(
      async (signal) => ({
        ...values,
        result: await (await operation()).verifyDocument(values, signal),
      }),
      ({ result }) => ({ kind: 'document', input: values.reference, verdict: result.verdict }),
    ),
  )

  return (
    <section aria-labelledby="document-by-reference">
      <h2 id="document-by-reference">
        <Trans>Check by reference</Trans>
      </h2>
      <ErrorSummary items={summary} attempt={attempt} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          onActivate()
          void submit(event)
        }}
      >
        <Field
          id="document-reference"
          label={t`Document reference`}
          hint={t`6 to 32 letters and numbers, for example DOC00012345`}
          error={messages.reference}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={form.field('reference')}
        />
        <button type="submit" className="button">
          <Trans>Check document</Trans>
        </button>
      </form>
    </section>
  )
}
