/** Verify Product, the home page (`/`): a code, its verdict, the recent checks. */
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useFieldMessages, useSchemaForm } from '../../../components/form/use-form'
import {
  checkProduct,
  productCheckSchema,
  type ProductCheckRequest,
  type ProductCheckResult,
} from '../check-product'
import { ProductResult } from './ProductResult'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'
import { useVerdictForm } from './use-verdict-form'

type Checked = ProductCheckRequest & { result: ProductCheckResult }

export function ProductCheck() {
  const { t } = useLingui()
  const form = useSchemaForm(productCheckSchema, { code: '' })
  const { messages, summary } = useFieldMessages(form.formState.errors, ['code'], 'product')
  const check = useCheck<Checked>()

  const { submit, attempt } = useVerdictForm(form, check.clear, (values) =>
    check.run(
      async (signal) => ({ ...values, result: await checkProduct(values, signal) }),
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
          registration={form.register('code')}
        />
        <button type="submit" className="button">
          <Trans>Check product</Trans>
        </button>
      </form>
      <OfflineNotice check={check} />
      {check.result && <ProductResult code={check.result.code} result={check.result.result} />}
      <RecentChecks />
    </>
  )
}
