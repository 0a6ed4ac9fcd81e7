/** Verify Caller ID (`/verify/callerId`): a phone number, verified, reported or not found. */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { CallerIdCheckRequest, CallerIdCheckResult } from '../check-caller-id'
import { CheckForm, type CheckField } from './CheckForm'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'

type Checked = CallerIdCheckRequest & { result: CallerIdCheckResult }

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS: readonly CheckField[] = [
  {
    name: 'phone',
    type: 'tel',
    label: <Trans>Phone number</Trans>,
    hint: <Trans>For example +267 71 234 567 or 71 234 567</Trans>,
    autoComplete: 'off',
  },
]
// The verdict's card loads with them, in parallel with the check: not for a visitor who only reads.
const operation = () =>
  Promise.all([import('../check-caller-id'), import('./CallerResult')]).then(([module]) => module)
const CallerResult = lazy(() =>
  import('./CallerResult').then((module) => ({ default: module.CallerResult })),
)
const schema = () => operation().then((module) => module.callerIdCheckSchema)

export function CallerIdCheck() {
  const check = useCheck<Checked>()
  const onValid = (values: CallerIdCheckRequest) =>
    check.run(
      async (signal) => ({
        ...values,
        result: await (await operation()).checkCallerId(values, signal),
      }),
      ({ result }) => ({ kind: 'caller', input: values.phone, verdict: result.verdict }),
      {
        kind: 'caller',
        input: values.phone,
        fromAnswer: (answer) =>
          answer.kind === 'caller' ? { phone: answer.input, result: answer.result } : undefined,
      },
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
      <CheckForm idPrefix="caller" fields={FIELDS} schema={schema} check={check} onValid={onValid}>
        <Trans>Check number</Trans>
      </CheckForm>
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
