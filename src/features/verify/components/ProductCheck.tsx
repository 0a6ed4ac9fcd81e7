/** Verify Product, the home page (`/`): a code, its verdict, the recent checks. */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { ProductCheckRequest, ProductCheckResult } from '../check-product'
import { CheckForm, type CheckField } from './CheckForm'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'

type Checked = ProductCheckRequest & { result: ProductCheckResult }

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS: readonly CheckField[] = [
  {
    name: 'code',
    label: <Trans>Product code</Trans>,
    hint: <Trans>6 to 12 letters and numbers, for example BWP100001</Trans>,
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
  },
]
// The verdict's card loads with them, in parallel with the check: not for a visitor who only reads.
const operation = () =>
  Promise.all([import('../check-product'), import('./ProductResult')]).then(([module]) => module)
const ProductResult = lazy(() =>
  import('./ProductResult').then((module) => ({ default: module.ProductResult })),
)
const schema = () => operation().then((module) => module.productCheckSchema)

export function ProductCheck() {
  const check = useCheck<Checked>()
  const onValid = (values: ProductCheckRequest) =>
    check.run(
      async (signal) => ({
        ...values,
        result: await (await operation()).checkProduct(values, signal),
      }),
      ({ result }) => ({ kind: 'product', input: values.code, verdict: result.verdict }),
      {
        kind: 'product',
        input: values.code,
        fromAnswer: (answer) =>
          answer.kind === 'product' ? { code: answer.input, result: answer.result } : undefined,
      },
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
      <CheckForm idPrefix="product" fields={FIELDS} schema={schema} check={check} onValid={onValid}>
        <Trans>Check product</Trans>
      </CheckForm>
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
