/** Verify Product, the home page (`/`): a code, its verdict, the recent checks. */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import type { ProductCheckRequest, ProductCheckResult } from '../check-product'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'
import { useVerdictForm } from './use-verdict-form'

type Checked = ProductCheckRequest & { result: ProductCheckResult }

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS = ['code']
// The verdict's card loads with them, in parallel with the check: not for a visitor who only reads.
const operation = () =>
  Promise.all([import('../check-product'), import('./ProductResult')]).then(([module]) => module)
const ProductResult = lazy(() =>
  import('./ProductResult').then((module) => ({ default: module.ProductResult })),
)
const schema = () => operation().then((module) => module.productCheckSchema)

export function ProductCheck() {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'product')
  const { messages, summary } = form
  const check = useCheck<Checked>()

  const { submit, attempt } = useVerdictForm(form, check, (values) =>
    check.run(
      async (signal) => ({
        ...values,
        result: await (await operation()).checkProduct(values, signal),
      }),
      ({ result }) => ({ kind: 'product', input: values.code, verdict: result.verdict }),
    ),
  )

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Check whether a product is genuine before you buy or use it. Enter the code printed on the
          product, its label or its packaging.
        </Trans>
      </p>
      <ErrorSummary items={summary} attempt={attempt} />
      <form className="form" noValidate onSubmit={submit}>
        <Field
          id="product-code"
          label={t`Product code`}
          hint={t`6 to 12 letters and numbers, for example BWP100001`}
          error={messages.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={form.field('code')}
        />
        <button type="submit" className="button">
          <Trans>Check product</Trans>
        </button>
      </form>
      <OfflineNotice check={check} />
      {check.result && (
        <Suspense fallback={null}>
          <ProductResult code={check.result.code} result={check.result.result} />
        </Suspense>
      )}
      <RecentChecks />
    </>
  )
}
