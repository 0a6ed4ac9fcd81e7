/**
 * `/staff/products`: a verify manager finds products by the start of their code, recalls or
 * suspends one with the reason the public sees on product/check (or registers it again), and
 * sets how many checks of its code are normal before the public page warns of a copied code
 * (docs/api.md, `staff/products/*`). Each product's two forms save on their own; the product's
 * summary then shows what is stored, and a status line says it was saved.
 */
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useState } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useSubmitting } from '../../../components/form/form-extras'
import { Select } from '../../../components/form/Select'
import { TextArea } from '../../../components/form/TextArea'
import { useLightForm } from '../../../components/form/use-light-form'
import { PageTitle } from '../../../components/PageTitle'
import { formatDate } from '../../../shared/dates'
import { useAppLocale } from '../../../i18n/locales'
import type { StaffProduct } from '../../../shared/schemas/staff-products'
import { may, useSession } from '../session'
import { findProducts, setProductStatus, setProductThreshold } from '../products'
import { showGatewayErrors } from './form-parts'
import { NotAllowed } from './NotAllowed'

const TITLE = msg`Products`

const schemas = () => import('../../../shared/schemas/staff-products')
const findSchema = () => schemas().then((module) => module.productFindSchema)
const statusSchema = () => schemas().then((module) => module.statusFieldsSchema)
const thresholdSchema = () => schemas().then((module) => module.thresholdFieldSchema)

const STATUS_OF: Record<string, 'recalled' | 'suspended' | 'registered'> = {
  Recalled: 'recalled',
  Suspended: 'suspended',
  Registered: 'registered',
}

function StatusForm({
  product,
  onSaved,
}: {
  product: StaffProduct
  onSaved: (product: StaffProduct) => void
}) {
  const { t } = useLinguiMacro()
  const id = `product-${product.code}-status`
  const form = useLightForm(statusSchema, ['status', 'reason'], id, {
    status: STATUS_OF[product.status] ?? '',
    reason: product.reason ?? '',
  })
  const [submitting, busy] = useSubmitting()
  const onSubmit = form.handleSubmit(({ status, reason }) =>
    busy(async () => {
      try {
        onSaved(await setProductStatus({ code: product.code, status, reason }))
      } catch (error) {
        showGatewayErrors(error, ['status', 'reason'], form.setError)
      }
    }),
  )
  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary items={form.summary} attempt={form.submitCount} />
      <Select
        id={`${id}-status`}
        label={t`Status`}
        placeholder={t`Choose a status`}
        options={[
          { value: 'registered', label: t`Registered` },
          { value: 'recalled', label: t`Recalled` },
          { value: 'suspended', label: t`Suspended` },
        ]}
        error={form.messages.status}
        registration={form.field('status')}
      />
      <TextArea
        id={`${id}-reason`}
        label={t`Reason the public sees`}
        hint={t`Needed to recall or suspend, one line, at most 200 characters. Cleared when the product is registered again.`}
        error={form.messages.reason}
        rows={2}
        registration={form.field('reason')}
      />
      <button type="submit" className="button" disabled={submitting}>
        <Trans>Save status</Trans>
      </button>
    </form>
  )
}

function ThresholdForm({
  product,
  onSaved,
}: {
  product: StaffProduct
  onSaved: (product: StaffProduct) => void
}) {
  const { t } = useLinguiMacro()
  const id = `product-${product.code}-threshold`
  const fallback = product.defaultThreshold
  const form = useLightForm(thresholdSchema, ['threshold'], id, {
    threshold: product.checkThreshold === null ? '' : String(product.checkThreshold),
  })
  const [submitting, busy] = useSubmitting()
  const onSubmit = form.handleSubmit(({ threshold }) =>
    busy(async () => {
      try {
        onSaved(await setProductThreshold({ code: product.code, threshold }))
      } catch (error) {
        showGatewayErrors(error, ['threshold'], form.setError)
      }
    }),
  )
  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary items={form.summary} attempt={form.submitCount} />
      <Field
        id={`${id}-threshold`}
        label={t`Normal number of checks`}
        hint={t`Past it, the public page warns that the code may have been copied. Leave it empty for the default, ${fallback}.`}
        error={form.messages.threshold}
        inputMode="numeric"
        autoComplete="off"
        registration={form.field('threshold')}
      />
      <button type="submit" className="button" disabled={submitting}>
        <Trans>Save threshold</Trans>
      </button>
    </form>
  )
}

function ProductCard({ initial }: { initial: StaffProduct }) {
  const locale = useAppLocale()
  const [product, setProduct] = useState(initial)
  const [saved, setSaved] = useState(false)
  const onSaved = (next: StaffProduct) => {
    setProduct(next)
    setSaved(true)
  }
  const headingId = `product-${product.code}-title`
  const count = product.checks?.count ?? 0
  const since = product.checks ? formatDate(product.checks.firstCheckedAt, 'short', locale) : ''
  const status = product.status
  const reason = product.reason
  return (
    <section className="card staff-product" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {product.code}: {product.name}
      </h2>
      <p>{product.manufacturer}</p>
      <p>
        {reason ? (
          <Trans>
            Status: {status}. Reason the public sees: {reason}
          </Trans>
        ) : (
          <Trans>Status: {status}.</Trans>
        )}
      </p>
      <p>
        {product.checks ? (
          <Plural
            value={count}
            one={`Checked # time since ${since}.`}
            other={`Checked # times since ${since}.`}
          />
        ) : (
          <Trans>Not checked yet.</Trans>
        )}
      </p>
      <p role="status">{saved && <Trans>Saved.</Trans>}</p>
      <StatusForm product={product} onSaved={onSaved} />
      <ThresholdForm product={product} onSaved={onSaved} />
    </section>
  )
}

export function ProductsPage() {
  const { t } = useLinguiMacro()
  const session = useSession()
  const form = useLightForm(findSchema, ['code'], 'products')
  const [submitting, busy] = useSubmitting()
  const [found, setFound] = useState<{ products: StaffProduct[]; serial: number }>()

  const onSubmit = form.handleSubmit(({ code }) =>
    busy(async () => {
      try {
        const { products } = await findProducts({ code })
        setFound((previous) => ({ products, serial: (previous?.serial ?? 0) + 1 }))
      } catch (error) {
        showGatewayErrors(error, ['code'], form.setError)
      }
    }),
  )

  const foundCount = found?.products.length ?? 0
  if (session.status !== 'signed-in') return null
  if (!may(session, 'products.manage')) return <NotAllowed title={TITLE} />
  return (
    <>
      <PageTitle title={TITLE} />
      <p>
        <Trans>
          Recall or suspend a product with the reason the public will see when they check its code,
          and set how many checks of its code are normal.
        </Trans>
      </p>
      <ErrorSummary items={form.summary} attempt={form.submitCount} />
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <Field
          id="products-code"
          label={t`Product code, or its start`}
          hint={t`For example BWP1000 finds BWP100001 to BWP100009.`}
          error={form.messages.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          registration={form.field('code')}
        />
        <button type="submit" className="button" disabled={submitting}>
          <Trans>Find products</Trans>
        </button>
      </form>
      <div aria-live="polite">
        {found &&
          (found.products.length === 0 ? (
            <p>
              <Trans>No product has a code that starts like this.</Trans>
            </p>
          ) : (
            <p>
              <Plural
                value={foundCount}
                one="# product found."
                other="# products found (at most 20 are shown)."
              />
            </p>
          ))}
      </div>
      {found?.products.map((product) => (
        <ProductCard key={`${found.serial}-${product.code}`} initial={product} />
      ))}
    </>
  )
}
