/**
 * The decision on a pending case: approve or reject, with a note for the record (and, for a
 * product registration, the code buyers will check it by: the registration's own unless
 * changed). A decision is final, so it is confirmed first. A field the gateway refuses shows
 * by its field; a case someone else decided meanwhile (409) is shown as it now stands.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { TextArea } from '../../../components/form/TextArea'
import { useFieldMessages, useSchemaForm } from '../../../components/form/use-form'
import { isGatewayError } from '../../../gateway/errors'
import {
  decisionFormSchema,
  NOTE_MAX,
  type CaseDetail,
  type Decision,
} from '../../../shared/schemas/staff-cases'
import { decideCase } from '../cases'
import { showGatewayErrors } from './form-parts'

const FIELDS = ['decision', 'note', 'productCode'] as const

export function DecisionForm({ detail, onDecided }: { detail: CaseDetail; onDecided: () => void }) {
  const { t } = useLingui()
  const registration = detail.area === 'registrations'
  const code = typeof detail.data.productCode === 'string' ? detail.data.productCode : ''
  const form = useSchemaForm(decisionFormSchema, {
    decision: '' as Decision,
    note: '',
    productCode: registration ? code : '',
  })
  const { messages, summary } = useFieldMessages(form.formState.errors, FIELDS, 'decision')
  const reference = detail.reference
  const max = NOTE_MAX

  const onSubmit = form.handleSubmit(async (values) => {
    const approve = values.decision === 'APPROVED'
    // Say what is about to happen, and what is not checked yet, before a final decision.
    const unverified = detail.documents.filter((document) => !document.verified).length
    const say = {
      question: approve ? t`Approve ${reference}?` : t`Reject ${reference}?`,
      confirm: approve ? t`Approve` : t`Reject`,
      warning: approve && unverified > 0 && (
        <Plural
          value={unverified}
          one="# document is not verified yet."
          other="# documents are not verified yet."
        />
      ),
    }
    if (!(await askConfirm(say.question, say))) return
    try {
      await decideCase({
        area: detail.area,
        reference,
        decision: values.decision,
        note: values.note,
        ...(registration && values.productCode ? { productCode: values.productCode } : {}),
      })
      onDecided()
    } catch (error) {
      showGatewayErrors(error, FIELDS, form.setError)
      if (isGatewayError(error) && error.status === 409 && error.errors.length === 0) onDecided()
    }
  })

  const choice = (value: Decision, label: string, first: boolean) => (
    <label className="choice" htmlFor={first ? 'decision-decision' : `decision-${value}`}>
      <input
        type="radio"
        id={first ? 'decision-decision' : `decision-${value}`}
        value={value}
        {...form.register('decision')}
      />
      {label}
    </label>
  )

  return (
    <section aria-labelledby="decision-title">
      <h2 id="decision-title">
        <Trans>Decision</Trans>
      </h2>
      <ErrorSummary items={summary} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className={messages.decision ? 'field field--error' : 'field'}>
          <fieldset
            className="choice-list"
            aria-describedby={messages.decision ? 'decision-decision-error' : undefined}
          >
            <legend>
              <Trans>Your decision</Trans>
            </legend>
            {messages.decision && (
              <p id="decision-decision-error" className="field__error">
                <span className="visually-hidden">
                  <Trans>Error:</Trans>
                </span>{' '}
                {messages.decision}
              </p>
            )}
            {choice('APPROVED', t`Approve`, true)}
            {choice('REJECTED', t`Reject`, false)}
          </fieldset>
        </div>
        <TextArea
          id="decision-note"
          label={t`Note for the record`}
          hint={t`Why you decided so. At most ${max} characters.`}
          error={messages.note}
          registration={form.register('note')}
        />
        {registration && (
          <Field
            id="decision-productCode"
            label={t`Product code on the register`}
            hint={t`Buyers check the product by this code. It is the one the registration gave, unless you change it.`}
            error={messages.productCode}
            autoComplete="off"
            spellCheck={false}
            registration={form.register('productCode')}
          />
        )}
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          <Trans>Record the decision</Trans>
        </button>
      </form>
    </section>
  )
}
