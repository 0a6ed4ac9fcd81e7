/** Verify Agent (`/verify/agent`): an organisation by name or registration number. */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import type { OrganisationVerifyRequest, OrganisationVerifyResult } from '../verify-agent'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'
import { useVerdictForm } from './use-verdict-form'

type Checked = OrganisationVerifyRequest & { result: OrganisationVerifyResult; several: boolean }

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS = ['query']
// The verdict's card loads with them, in parallel with the check: not for a visitor who only reads.
const operation = () =>
  Promise.all([import('../verify-agent'), import('./AgentResult')]).then(([module]) => module)
const AgentResult = lazy(() =>
  import('./AgentResult').then((module) => ({ default: module.AgentResult })),
)
const schema = () => operation().then((module) => module.organisationVerifySchema)

export function AgentCheck() {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'agent')
  const { messages, summary } = form
  const check = useCheck<Checked>()

  const { submit, attempt } = useVerdictForm(form, check, (values) =>
    check.run(
      async (signal) => {
        const module = await operation()
        const result = await module.verifyAgent(values, signal)
        return { ...values, result, several: module.isSeveral(result) }
      },
      ({ result, several }) => ({
        kind: 'agent',
        input: values.query,
        verdict: several ? 'several' : result.verdict,
      }),
    ),
  )

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Check that an agent or company is registered and licensed before you pay them or sign
          anything.
        </Trans>
      </p>
      <ErrorSummary items={summary} attempt={attempt} />
      <form className="form" noValidate onSubmit={submit}>
        <Field
          id="agent-query"
          label={t`Organisation name or registration number`}
          hint={t`For example BW00001234567`}
          error={messages.query}
          autoComplete="organization"
          spellCheck={false}
          registration={form.field('query')}
        />
        <button type="submit" className="button">
          <Trans>Check agent</Trans>
        </button>
      </form>
      <OfflineNotice check={check} />
      {check.result && (
        <Suspense fallback={null}>
          <AgentResult query={check.result.query} result={check.result.result} />
        </Suspense>
      )}
      <RecentChecks />
    </>
  )
}
