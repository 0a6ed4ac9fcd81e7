/**
 * The decision on a pending case: approve or reject, named in the kind's own words (a report
 * is closed with or without action, src/i18n/decision-words.ts), with a note for the record
 * and, where the applicant can check the status, a note for them, written apart because the
 * status check shows it (and, for a product registration, the code buyers will check it by:
 * the registration's own unless changed). A decision is final, so it is confirmed first. A
 * field the gateway refuses shows by its field; a case someone else decided meanwhile (409) is
 * shown as it now stands.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { TextArea } from '../../../components/form/TextArea'
import { useSubmitting } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import { isGatewayError } from '../../../gateway/errors'
import {
  decisionFormSchema,
  NOTE_MAX,
  PUBLIC_STATUS_AREAS,
  type CaseDetail,
  type Decision,
} from '../../../shared/schemas/staff-cases'
import { decisionChoice } from '../case-labels'
import { decideCase } from '../cases'
import { showGatewayErrors } from './form-parts'

const FIELDS = ['decision', 'note', 'applicantNote', 'productCode']
const schema = () => Promise.resolve(decisionFormSchema)

export function DecisionForm({ detail, onDecided }: { detail: CaseDetail; onDecided: () => void }) {
  const { t, i18n } = useLingui()
  const registration = detail.area === 'registrations'
  const toApplicant = PUBLIC_STATUS_AREAS.includes(detail.area)
  const code = typeof detail.data.productCode === 'string' ? detail.data.productCode : ''
  const form = useLightForm(schema, FIELDS, 'decision', { productCode: registration ? code : '' })
  const [submitting, busy] = useSubmitting()
  const { messages, summary } = form
  const reference = detail.reference
  const max = NOTE_MAX

  const onSubmit = form.handleSubmit((values) =>
    busy(async () => {
      const choice = i18n._(decisionChoice(detail.kind, values.decision))
      // Say what is about to happen, and what is not checked yet, before a final decision.
      const unverified = detail.documents.filter((document) => !document.verified).length
      const say = {
        question: t`Record “${choice}” on ${reference}?`,
        confirm: choice,
        warning: values.decision === 'APPROVED' && unverified > 0 && (
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
          ...(toApplicant && values.applicantNote ? { applicantNote: values.applicantNote } : {}),
          ...(registration && values.productCode ? { productCode: values.productCode } : {}),
        })
        onDecided()
      } catch (error) {
        showGatewayErrors(error, FIELDS, form.setError)
        if (isGatewayError(error) && error.status === 409 && error.errors.length === 0) onDecided()
      }
    }),
  )

  const option = (value: Decision, first: boolean) => (
    <label className="choice" htmlFor={first ? 'decision-decision' : `decision-${value}`}>
      <input
        type="radio"
        id={first ? 'decision-decision' : `decision-${value}`}
        value={value}
        {...form.field('decision')}
      />
      {i18n._(decisionChoice(detail.kind, value))}
    </label>
  )

  return (
    <section aria-labelledby="decision-title">
      <h2 id="decision-title">
        <Trans>Decision</Trans>
      </h2>
      <ErrorSummary items={summary} />
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
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
            {option('APPROVED', true)}
            {option('REJECTED', false)}
          </fieldset>
        </div>
        <TextArea
          id="decision-note"
          label={t`Note for the record`}
          hint={t`Why you decided so, for staff only: the applicant never sees it. At most ${max} characters.`}
          error={messages.note}
          registration={form.field('note')}
        />
        {toApplicant && (
          <TextArea
            id="decision-applicantNote"
            label={t`Note to the applicant (optional)`}
            hint={
              detail.kind === 'claim'
                ? t`Needed to reject a funeral claim: the member reads it as the reason, on the status page and by email. At most ${max} characters.`
                : t`Shown with the decision when the applicant checks its status. Write it for them, and leave out what only staff should read. At most ${max} characters.`
            }
            error={messages.applicantNote}
            registration={form.field('applicantNote')}
          />
        )}
        {registration && (
          <Field
            id="decision-productCode"
            label={t`Product code on the register`}
            hint={t`Buyers check the product by this code. It is the one the registration gave, unless you change it.`}
            error={messages.productCode}
            autoComplete="off"
            spellCheck={false}
            registration={form.field('productCode')}
          />
        )}
        <button type="submit" className="button" disabled={submitting}>
          <Trans>Record the decision</Trans>
        </button>
      </form>
    </section>
  )
}
