/** Verify Promotion (`/verify/promotion`): a code and a promo, typed or scanned from a QR code. */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { PromotionVerifyRequest, PromotionVerifyResult } from '../verify-promotion'
import { ScanQrButton } from '../scanner'
import { CheckForm, type CheckField } from './CheckForm'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'

type Checked = PromotionVerifyRequest & { result: PromotionVerifyResult }

// The schema and the call load when the form is first used, not with the page (route budget).
const CODE = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const
const FIELDS: readonly CheckField[] = [
  {
    name: 'code',
    label: <Trans>Promotion code</Trans>,
    hint: <Trans>6 to 12 letters and numbers, for example PRM2026</Trans>,
    ...CODE,
  },
  {
    name: 'promo',
    label: <Trans>Promo name</Trans>,
    hint: <Trans>Letters and numbers, for example WINTER</Trans>,
    ...CODE,
  },
]
// The verdict's card loads with them, in parallel with the check: not for a visitor who only reads.
const operation = () =>
  Promise.all([import('../verify-promotion'), import('./PromotionResult')]).then(
    ([module]) => module,
  )
const PromotionResult = lazy(() =>
  import('./PromotionResult').then((module) => ({ default: module.PromotionResult })),
)
const schema = () => operation().then((module) => module.promotionVerifySchema)

export function PromotionCheck() {
  const check = useCheck<Checked>()
  const onValid = (values: PromotionVerifyRequest) =>
    check.run(
      async (signal) => ({
        ...values,
        result: await (await operation()).verifyPromotion(values, signal),
      }),
      ({ result }) => ({
        kind: 'promotion',
        input: `${values.code} / ${values.promo}`,
        verdict: result.verdict,
      }),
    )

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Check a competition, prize draw or special offer before you take part. Enter the code and
          the promo name from the advert or ticket, or scan its QR code.
        </Trans>
      </p>
      <div className="scan-row">
        <ScanQrButton variant="page" />
      </div>
      <CheckForm
        idPrefix="promotion"
        fields={FIELDS}
        schema={schema}
        check={check}
        onValid={onValid}
      >
        <Trans>Check promotion</Trans>
      </CheckForm>
      <OfflineNotice check={check} />
      {check.result && (
        <Suspense fallback={null}>
          <PromotionResult
            code={check.result.code}
            promo={check.result.promo}
            result={check.result.result}
          />
        </Suspense>
      )}
      <RecentChecks />
    </>
  )
}
