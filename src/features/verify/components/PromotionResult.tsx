import { Trans, useLingui } from '@lingui/react/macro'
import type { PromotionVerifyResult } from '../verify-promotion'
import { Details } from './Details'
import { NextSteps } from './NextSteps'
import { ResultCard } from './ResultCard'
import { SampleLabel } from './SampleLabel'
import { useFormatDate } from './use-format-date'

interface Props {
  code: string
  promo: string
  result: PromotionVerifyResult
}

/** The verdict of a promotion check, from the form or from a QR code. */
export function PromotionResult({ code, promo, result }: Props) {
  const { t } = useLingui()
  const date = useFormatDate()
  const promotion = result.promotion
  const details = promotion && (
    <>
      <SampleLabel sample={promotion.sample} />
      <Details
        rows={[
          ['title', t`Promotion`, promotion.title],
          ['organiser', t`Run by`, promotion.organiser],
          ['code', t`Code`, promotion.code],
          ['promo', t`Promo`, promotion.promo],
          ['starts', t`Starts`, date(promotion.startsAt)],
          ['ends', t`Ends`, date(promotion.endsAt)],
          ['status', t`Status`, promotion.status],
          ['reason', t`Flagged because`, promotion.reason],
        ]}
      />
    </>
  )

  if (result.verdict === 'genuine') {
    return (
      <ResultCard tone="ok" heading={<Trans>This promotion is on the register</Trans>}>
        {details}
        <p>
          <Trans>
            Check that the organiser and dates match what you were told. A real promotion never asks
            you to pay a fee, or to give a PIN or password, to collect a prize.
          </Trans>
        </p>
      </ResultCard>
    )
  }

  if (result.verdict === 'flagged') {
    return (
      <ResultCard tone="warning" heading={<Trans>This promotion has ended or been reported</Trans>}>
        <p>
          <Trans>
            The promotion {code} / {promo} is flagged: it may have ended, been withdrawn or been
            reported. This is a warning, not proof either way, so do not rely on it for now.
          </Trans>
        </p>
        {details}
        <NextSteps kind="promotion" />
      </ResultCard>
    )
  }

  return (
    <ResultCard tone="warning" heading={<Trans>We could not find this promotion</Trans>}>
      <p>
        <Trans>
          The promotion {code} / {promo} is not on our register. This does not prove that it is a
          scam: the code may have been mistyped. But we cannot confirm that it is genuine.
        </Trans>
      </p>
      <NextSteps kind="promotion" />
    </ResultCard>
  )
}
