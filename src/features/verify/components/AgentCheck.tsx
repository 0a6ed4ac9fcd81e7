/** Verify Agent (`/verify/agent`): an organisation by name or registration number. */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { OrganisationVerifyRequest, OrganisationVerifyResult } from '../verify-agent'
import { CheckForm, type CheckField } from './CheckForm'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'

type Checked = OrganisationVerifyRequest & { result: OrganisationVerifyResult; several: boolean }

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS: readonly CheckField[] = [
  {
    name: 'query',
    label: <Trans>Organisation name or registration number</Trans>,
    hint: <Trans>For example BW00001234567</Trans>,
    autoComplete: 'organization',
    spellCheck: false,
  },
]
// The verdict's card loads with them, in parallel with the check: not for a visitor who only reads.
const operation = () =>
  Promise.all([import('../verify-agent'), import('./AgentResult')]).then(([module]) => module)
const AgentResult = lazy(() =>
  import('./AgentResult').then((module) => ({ default: module.AgentResult })),
)
const schema = () => operation().then((module) => module.organisationVerifySchema)

export function AgentCheck() {
  const check = useCheck<Checked>()
  const onValid = (values: OrganisationVerifyRequest) =>
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
      <CheckForm idPrefix="agent" fields={FIELDS} schema={schema} check={check} onValid={onValid}>
        <Trans>Check agent</Trans>
      </CheckForm>
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
