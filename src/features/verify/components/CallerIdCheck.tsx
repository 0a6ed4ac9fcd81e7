/** Verify Caller ID (`/verify/callerId`): a phone number, verified, reported or not found. */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import type { CallerIdCheckRequest, CallerIdCheckResult } from '../check-caller-id'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'
import { useVerdictForm } from './use-verdict-form'

type Checked = CallerIdCheckRequest & { result: CallerIdCheckResult }

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS = ['phone']
// The verdict's card loads with them, in parallel with the check: not for a visitor who only reads.
const operation = () =>
  Promise.all([import('../check-caller-id'), import('./CallerResult')]).then(([module]) => module)
const CallerResult = lazy(() =>
  import('./CallerResult').then((module) => ({ default: module.CallerResult })),
)
const schema = () => operation().then((module) => module.callerIdCheckSchema)

export function CallerIdCheck() {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'caller')
  const { messages, summary } = form
  const check = useCheck<Checked>()

  const { submit, attempt } = useVerdictForm(form, check, (values) =>
    check.run(
      async (signal) => ({
        ...values,
        result: await (await operation()).checkCallerId(values, signal),
      }),
      ({ result }) => ({ kind: 'caller', input: values.phone, verdict: result.verdict }),
    ),
  )

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Got a call or message you were not expecting? Check the number before you call back, pay
          or share anything.
        </Trans>
      </p>
      <ErrorSummary items={summary} attempt={attempt} />
      <form className="form" noValidate onSubmit={submit}>
        <Field
          id="caller-phone"
          type="tel"
          label={t`Phone number`}
          hint={t`For example +267 71 234 567 or 71 234 567`}
          error={messages.phone}
          autoComplete="off"
          registration={form.field('phone')}
        />
        <button type="submit" className="button">
          <Trans>Check number</Trans>
        </button>
      </form>
      <OfflineNotice check={check} />
      {check.result && (
        <Suspense fallback={null}>
          <CallerResult phone={check.result.phone} result={check.result.result} />
        </Suspense>
      )}
      <RecentChecks />
    </>
  )
}
