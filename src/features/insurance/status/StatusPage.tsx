/**
 * `/insurance/status`: where a join application has got to, by its MB- reference and the
 * member's ID or passport number (`members/status`), or a funeral claim, by its CL- reference
 * and the claimant's or the member's, with each of its steps (ClaimSteps.tsx). The union's own page: the regulator's
 * status check does not know MB- references, and its helpline is for gambling. The same words
 * for a wrong number and an unknown reference (the gateway never says which half was wrong);
 * too many tries, and being offline, are said on the page. A member who has an account sees
 * more under My membership.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import { callProblem } from '../../../gateway/gateway-error'
import type { StatusAnswer } from '../../../shared/contracts/status'
import { DecisionNext } from '../components/DecisionNext'
import { UnionContact } from '../components/InsuranceShell'

type Outcome = { found: StatusAnswer } | { problem: 'notFound' | 'tooMany' | 'offline' | 'failed' }

// The schema and the call load when the form is first used, not with the page.
const FIELDS = ['reference', 'idNumber']
const operation = () => import('./check-status')
const schema = () => operation().then((module) => module.memberStatusCheckSchema)
// A claim's steps, only when the check finds a claim.
const ClaimSteps = lazy(() => import('./ClaimSteps').then((m) => ({ default: m.ClaimSteps })))

export function StatusPage() {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'member-status')
  const { messages, summary } = form
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome(undefined)
      if (!navigator.onLine) return setOutcome({ problem: 'offline' })
      setBusy(true)
      try {
        setOutcome({ found: await (await operation()).checkMemberStatus(values) })
      } catch (error) {
        setOutcome({ problem: callProblem(error) })
      } finally {
        setBusy(false)
      }
    },
    () => setOutcome({ problem: 'offline' }),
  )

  const found = outcome && 'found' in outcome ? outcome.found : undefined
  const reference = found?.reference
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Enter the reference number of your application to join a funeral scheme, or of your
          funeral claim, and the ID or passport number you gave in it.
        </Trans>
      </p>
      <ErrorSummary items={summary} attempt={form.submitCount} />
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          id="member-status-reference"
          label={t`Reference number`}
          hint={t`For example MB-7K3M9Q2P`}
          error={messages.reference}
          autoComplete="off"
          spellCheck={false}
          className="field__input--medium"
          registration={form.field('reference')}
        />
        <Field
          id="member-status-idNumber"
          label={t`National ID (Omang) or passport number`}
          error={messages.idNumber}
          autoComplete="off"
          className="field__input--medium"
          registration={form.field('idNumber')}
        />
        <button type="submit" className="button" disabled={busy}>
          <Trans>Check</Trans>
        </button>
      </form>
      <div aria-live="polite">
        {found && (
          <div className="card">
            {found.kind === 'claim' ? (
              <>
                <h2>{t`Funeral claim ${reference}`}</h2>
                <Suspense fallback={null}>
                  <ClaimSteps answer={found} />
                </Suspense>
              </>
            ) : (
              <>
                <h2>{t`Application ${reference}`}</h2>
                <DecisionNext
                  status={found.status}
                  at={found.status === 'PENDING' ? found.submittedAt : found.updatedAt}
                />
              </>
            )}
          </div>
        )}
        {outcome && 'problem' in outcome && (
          <p className="card card--warning">
            {outcome.problem === 'notFound' ? (
              <Trans>
                We found no application with that reference number and that ID or passport number.
                Check both and try again. An application sent from a phone that was offline may not
                have arrived yet.
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
      <h2>
        <Trans>More about your membership</Trans>
      </h2>
      <p>
        <Trans>
          With a member account, <Link to="/insurance/membership">My membership</Link> also shows
          your package, the amount deducted and the people covered.
        </Trans>
      </p>
      <UnionContact />
    </>
  )
}
