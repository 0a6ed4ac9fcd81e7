/**
 * The verdict of a product check: each verdict its own words and what to do (docs/design.md
 * section 4), and for a code on the register how often it was checked, with a warning when
 * that is far more than is usual for the product (the code may have been copied).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
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

/** "Checked N times since ...", and the copied-code warning past the product's threshold. */
function Checks({ code, checks }: { code: string; checks: ProductCheckResult['checks'] }) {
  const date = useFormatDate()
  if (!checks) return null
  const since = date(checks.firstCheckedAt)
  const count = checks.count
  return (
    <>
      <p className="product-checks">
        <Plural
          value={count}
          one={`Checked # time since ${since}.`}
          other={`Checked # times since ${since}.`}
        />
      </p>
      {count > checks.threshold && (
        <div className="product-copied" role="note">
          <p>
            <strong>
              <Trans>
                This code has been checked far more often than is usual for this product.
              </Trans>
            </strong>{' '}
            <Trans>
              It may have been copied onto fake products. If anything about the product or where you
              bought it seems wrong, do not use it, and{' '}
              <Link to="/verify/report" search={{ code }}>
                report this code
              </Link>
              .
            </Trans>
          </p>
        </div>
      )}
    </>
  )
}

/** The verdict of a product check; `code` is the code as checked. */
export function ProductResult({ code, result }: { code: string; result: ProductCheckResult }) {
  const { t } = useLingui()
  const date = useFormatDate()
  const product = result.product
  const expiresAt = date(product?.expiresAt)
  const reason = product?.reason
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
          ['reason', t`Reported as`, result.verdict === 'flagged' ? product.reason : undefined],
          ['certifier', t`Certified by`, product.certifier],
        ]}
      />
      <Checks code={product.code} checks={result.checks} />
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

  if (result.verdict === 'expired') {
    return (
      <ResultCard tone="warning" heading={<Trans>This product is past its expiry date</Trans>}>
        <p>
          <Trans>
            The code {code} is on the register, but the product expired on {expiresAt}. Do not eat,
            drink or use it. If a shop sold it to you after that date, take it back and ask for your
            money back.
          </Trans>
        </p>
        {details}
        <NextSteps kind="product" />
      </ResultCard>
    )
  }

  if (result.verdict === 'recalled') {
    return (
      <ResultCard tone="warning" heading={<Trans>This product has been recalled</Trans>}>
        <p>
          <Trans>
            The product with the code {code} has been recalled. Stop using it and keep it away from
            children. The reason given: {reason}
          </Trans>
        </p>
        <p>
          <Trans>
            Take it back to the shop where you bought it, or follow the maker's instructions for the
            recall.
          </Trans>
        </p>
        {details}
        <ReportFake code={code} />
        <NextSteps kind="product" />
      </ResultCard>
    )
  }

  if (result.verdict === 'suspended') {
    return (
      <ResultCard tone="warning" heading={<Trans>This product's registration is suspended</Trans>}>
        <p>
          <Trans>
            The registration of the product with the code {code} is suspended, so it may not be sold
            for now. The reason given: {reason}
          </Trans>
        </p>
        <p>
          <Trans>
            Do not buy it until it is registered again. If you already have it, ask the helpline
            whether it is safe to use.
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
