/** Verify Promotion (`/verify/promotion`): a code and a promo, typed or scanned from a QR code. */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import type { PromotionVerifyRequest, PromotionVerifyResult } from '../verify-promotion'
import { ScanQrButton } from '../scanner'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'
import { useVerdictForm } from './use-verdict-form'

type Checked = PromotionVerifyRequest & { result: PromotionVerifyResult }

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS = ['code', 'promo']
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
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'promotion')
  const { messages, summary } = form
  const check = useCheck<Checked>()

  const { submit, attempt } = useVerdictForm(form, check, (values) =>
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
    ),
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
      <ErrorSummary items={summary} attempt={attempt} />
      <form className="form" noValidate onSubmit={submit}>
        <Field
          id="promotion-code"
          label={t`Promotion code`}
          hint={t`6 to 12 letters and numbers, for example PRM2026`}
          error={messages.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={form.field('code')}
        />
        <Field
          id="promotion-promo"
          label={t`Promo name`}
          hint={t`Letters and numbers, for example WINTER`}
          error={messages.promo}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={form.field('promo')}
        />
        <button type="submit" className="button">
          <Trans>Check promotion</Trans>
        </button>
      </form>
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
