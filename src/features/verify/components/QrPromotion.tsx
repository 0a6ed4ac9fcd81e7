/**
 * `/qr-verify/promotion/$code/$promo`: the page a promotion's QR code opens. It checks on
 * arrival, with no form to fill, so a scan goes straight to the verdict.
 *
 * The path parameters are outside input (anyone can print a QR code): they are validated
 * with the same schema as the form, and a code that fails is never sent, only explained.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { PageTitle } from '../../../components/PageTitle'
import {
  promotionVerifySchema,
  verifyPromotion,
  type PromotionVerifyRequest,
  type PromotionVerifyResult,
} from '../verify-promotion'
import { OfflineNotice } from './OfflineNotice'
import { PromotionResult } from './PromotionResult'
import { RecentChecks } from './RecentChecks'
import { ResultCard } from './ResultCard'
import { useCheck } from './use-check'

type Checked = PromotionVerifyRequest & { result: PromotionVerifyResult }

export function QrPromotion({ code, promo }: { code: string; promo: string }) {
  const parsed = v.safeParse(promotionVerifySchema, { code, promo })
  const request = parsed.success ? parsed.output : undefined
  const check = useCheck<Checked>()
  const { run } = check
  // Bumped by "Try again" after a failure (offline, timeout).
  const [attempt, setAttempt] = useState(0)
  const requestCode = request?.code
  const requestPromo = request?.promo

  useEffect(() => {
    if (!requestCode || !requestPromo) return
    const values = { code: requestCode, promo: requestPromo }
    void run(
      async (signal) => ({ ...values, result: await verifyPromotion(values, signal) }),
      ({ result }) => ({
        kind: 'promotion',
        input: `${values.code} / ${values.promo}`,
        verdict: result.verdict,
      }),
    )
  }, [run, requestCode, requestPromo, attempt])

  return (
    <>
      <PageTitle />
      {!request ? (
        <ResultCard tone="warning" heading={<Trans>This QR code cannot be checked</Trans>}>
          <p>
            <Trans>
              The code in this link is not in the form our promotion codes take, so it was not
              checked. It may be damaged, mistyped or not one of ours. Treat the promotion with care
              until you have checked it.
            </Trans>
          </p>
        </ResultCard>
      ) : check.offline ? (
        <OfflineNotice check={check} />
      ) : check.result ? (
        <PromotionResult
          code={check.result.code}
          promo={check.result.promo}
          result={check.result.result}
        />
      ) : check.failed || check.cancelled ? (
        <p>
          <Trans>The promotion could not be checked.</Trans>{' '}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <p role="status">
          <Trans>Checking the promotion…</Trans>
        </p>
      )}
      <p>
        <Link to="/verify/promotion">
          <Trans>Check another promotion</Trans>
        </Link>
      </p>
      <RecentChecks />
    </>
  )
}
