import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProductCheckResult } from '../check-product'
import { Details } from './Details'
import { NextSteps } from './NextSteps'
import { ResultCard } from './ResultCard'
import { SampleLabel } from './SampleLabel'
import { useFormatDate } from './use-format-date'

/** One tap to report the product as a fake, its code filled in (/verify/report). */
function ReportFake({ code }: { code: string }) {
  return (
    <p>
      <Link className="button button--secondary" to="/verify/report" search={{ code }}>
        <Trans>Report this product as a fake</Trans>
      </Link>
    </p>
  )
}

/** The verdict of a product check; `code` is the code as checked. */
export function ProductResult({ code, result }: { code: string; result: ProductCheckResult }) {
  const { t } = useLingui()
  const date = useFormatDate()
  const product = result.product
  const details = product && (
    <>
      <SampleLabel sample={product.sample} />
      <Details
        rows={[
          ['name', t`Product`, product.name],
          ['manufacturer', t`Manufacturer`, product.manufacturer],
          ['code', t`Code`, product.code],
          ['batch', t`Batch`, product.batch],
          ['expires', t`Expires`, date(product.expiresAt)],
          ['status', t`Status`, product.status],
          ['reason', t`Reported as`, product.reason],
          ['certifier', t`Certified by`, product.certifier],
        ]}
      />
    </>
  )

  if (result.verdict === 'genuine') {
    return (
      <ResultCard tone="ok" heading={<Trans>This product code is on the register</Trans>}>
        {details}
        <p>
          <Trans>
            Check that these details match the product in your hands. A genuine code can be copied
            onto a fake, so if anything differs, do not use it and call the helpline.
          </Trans>
        </p>
      </ResultCard>
    )
  }

  if (result.verdict === 'flagged') {
    return (
      <ResultCard tone="warning" heading={<Trans>This product has been reported</Trans>}>
        <p>
          <Trans>
            The code {code} has been reported, for example as counterfeit or withdrawn. This is a
            warning, not proof either way: it does not prove that your item is fake, and we cannot
            confirm that it is genuine.
          </Trans>
        </p>
        {details}
        <ReportFake code={code} />
        <NextSteps kind="product" />
      </ResultCard>
    )
  }

  return (
    <ResultCard tone="warning" heading={<Trans>We could not find this product</Trans>}>
      <p>
        <Trans>
          The code {code} is not on our register. This does not prove that the product is fake: the
          code may have been mistyped, or the product may be new. But we cannot confirm that it is
          genuine.
        </Trans>
      </p>
      <p>
        <Trans>Check the code on the label and try again.</Trans>
      </p>
      <ReportFake code={code} />
      <NextSteps kind="product" />
    </ResultCard>
  )
}
