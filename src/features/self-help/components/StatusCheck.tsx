/**
 * `/self-help/status`: where an application or request has got to, and what a decision means,
 * in words per kind (StatusResult.tsx). The same words for a wrong number and an unknown
 * reference (the gateway never says which half was wrong); a refusal for too many tries, and
 * being offline, are said on the page. A union join reference (MB-) is not the regulator's to
 * find: the page sends it to the member portal's own status check without asking the gateway.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Suspense, useEffect, useRef, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import { lazyExtra } from '../../../components/lazy-extra'
import { callProblem } from '../../../gateway/gateway-error'
import type { StatusAnswer } from '../check-status'

type Outcome =
  | { found: StatusAnswer; idNumber: string }
  | { problem: 'notFound' | 'tooMany' | 'offline' | 'failed' | 'union' }

// The schema and the call load when the form is first used, not with the page (route budget); the
// words of the answer with the call.
const FIELDS = ['reference', 'idNumber']
const operation = () => import('../check-status')
const schema = () => operation().then((module) => module.statusCheckSchema)
const result = () => import('./StatusResult')
const StatusResult = lazyExtra(() => result().then((module) => module.default))

export function StatusCheck() {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'status')
  const { messages, summary } = form
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  // After a check, focus goes to what it found, so that a screen reader reads it and the
  // keyboard goes on from there: the Check button is disabled while it works, which left focus
  // on the page's body. A found answer focuses its own heading once drawn (StatusResult.tsx).
  const answerBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome) answerBox.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus()
  }, [outcome])

  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome(undefined)
      if ((await operation()).isUnionReference(values.reference)) {
        return setOutcome({ problem: 'union' })
      }
      if (!navigator.onLine) return setOutcome({ problem: 'offline' })
      setBusy(true)
      try {
        const [found] = await Promise.all([
          operation().then((module) => module.checkStatus(values)),
          result().catch(() => undefined),
        ])
        setOutcome({ found, idNumber: values.idNumber })
      } catch (error) {
        setOutcome({ problem: callProblem(error) })
      } finally {
        setBusy(false)
      }
    },
    // Offline before the form's checks had reached the device: nothing could be checked.
    () => setOutcome({ problem: 'offline' }),
  )

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Enter the reference number you were given when you sent it, and the ID, passport or phone
          number you gave with it.
        </Trans>
      </p>
      <ErrorSummary items={summary} attempt={form.submitCount} />
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          id="status-reference"
          label={t`Reference number`}
          hint={t`For example EX-7K3M9Q2P`}
          error={messages.reference}
          autoComplete="off"
          spellCheck={false}
          className="field__input--medium"
          registration={form.field('reference')}
        />
        <Field
          id="status-idNumber"
          label={t`ID, passport or phone number`}
          hint={t`The one you gave in the application or request`}
          error={messages.idNumber}
          autoComplete="off"
          className="field__input--medium"
          registration={form.field('idNumber')}
        />
        <button type="submit" className="button" disabled={busy}>
          <Trans>Check</Trans>
        </button>
      </form>
      <div ref={answerBox}>
        {outcome && 'found' in outcome && (
          <Suspense fallback={null}>
            <StatusResult found={outcome.found} idNumber={outcome.idNumber} />
          </Suspense>
        )}
        {outcome && 'problem' in outcome && (
          <p className="card card--warning" tabIndex={-1}>
            {outcome.problem === 'union' ? (
              <Trans>
                This is a reference of the teachers’ union’s funeral scheme.{' '}
                <Link to="/insurance/status">Check it in the member portal</Link>.
              </Trans>
            ) : outcome.problem === 'notFound' ? (
              <Trans>
                We found nothing with that reference number and that ID, passport or phone number.
                Check both and try again. Something sent from a phone that was offline may not have
                arrived yet.
              </Trans>
            ) : outcome.problem === 'tooMany' ? (
              <Trans>You have tried many times. Please wait a minute and try again.</Trans>
            ) : outcome.problem === 'offline' ? (
              <Trans>You seem to be offline. Connect to the internet and check again.</Trans>
            ) : (
              <Trans>The check did not work this time. Please try again later.</Trans>
            )}
          </p>
        )}
      </div>
    </>
  )
}
