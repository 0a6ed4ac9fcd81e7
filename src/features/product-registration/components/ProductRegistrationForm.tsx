/**
 * `/product-pre-registration`: what a maker or importer gives so that its product can be
 * verified (issue 3, item 8). One page in three groups (company, product, photos and
 * documents) with the GOV.UK error summary; validated on submit with the shared schema.
 * Submitting saves the registration in the outbox (it works offline) and opens the
 * confirmation page with the reference made on the device.
 *
 * With `?correct=<reference>` the page reopens an entry the gateway refused, with its answers,
 * its files and the gateway's messages by the fields, and submits it again under the same
 * reference.
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorSummary, type SummaryItem } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import { PageTitle } from '../../../components/PageTitle'
import { PRODUCT_CATEGORIES } from '../../../shared/schemas/product-categories'
import { CATEGORY_LABELS } from '../categories'
import { useProductFiles } from '../use-product-files'
import { useCorrection } from '../use-correction'
import { FilePicker } from './FilePicker'
import { Select } from '../../../components/form/Select'
import { TextArea } from '../../../components/form/TextArea'

const ID = 'product'
const FIELDS = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'productName',
  'brand',
  'category',
  'batch',
  'description',
] as const
// The schema loads when the form is first used, not with the page (issue 13).
const schema = () =>
  import('../../../shared/schemas/product-registration').then(
    (module) => module.productRegistrationFormSchema,
  )

export function ProductRegistrationForm({ correct }: { correct?: string }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const navigate = useNavigate()
  const form = useLightForm(schema, FIELDS, ID)
  const { handleSubmit, messages, summary } = form
  const files = useProductFiles()
  const correcting = useCorrection(correct, form, files)
  const [problem, setProblem] = useState<string>()
  const [saving, setSaving] = useState(false)

  const fileSummary: SummaryItem[] = (['photos', 'document'] as const).flatMap((name) => {
    const text = files.errors[name]
    return text && form.submitted ? [{ fieldId: `${ID}-${name}`, text }] : []
  })

  const submit = handleSubmit(async (fields) => {
    if (files.busy) return
    setSaving(true)
    setProblem(undefined)
    try {
      const { photos, document } = files
      const { registerProduct } = await import('../register-product')
      const reference = await registerProduct(fields, { photos, document }, correcting)
      await navigate({ to: '/submitted/$reference', params: { reference } })
    } catch (error) {
      // Loaded only now: their words are for this rare moment (issue 13, the route budget).
      const [{ OutboxFullError }, { STORAGE_WARNINGS }] = await Promise.all([
        import('../../../offline/storage'),
        import('../../../offline/describe'),
      ])
      setProblem(
        error instanceof OutboxFullError
          ? i18n._(STORAGE_WARNINGS.full)
          : t`Your registration could not be saved on this device. Please try again.`,
      )
    } finally {
      setSaving(false)
    }
  })

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${ID}-${name}`,
    error: messages[name],
    registration: form.field(name),
  })

  return (
    <>
      <PageTitle />
      <ErrorSummary items={[...summary, ...fileSummary]} />
      {problem && (
        <p className="card card--warning" role="alert">
          {problem}
        </p>
      )}
      {correcting ? (
        <p className="notice">
          <Trans>
            The service did not accept registration {correcting}. Correct the answers marked below
            and submit it again.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Makers and importers: register a product before it goes on sale, so that buyers can
            check it is genuine. You can fill this in offline: it is sent when you are online.
          </Trans>
        </p>
      )}
      <form key={form.version} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="form-group">
          <legend>
            <Trans>Your company</Trans>
          </legend>
          <Field {...field('companyName')} label={t`Company name`} autoComplete="organization" />
          <Field
            {...field('contactName')}
            label={t`Contact person`}
            hint={t`Who we contact about this registration`}
            autoComplete="name"
          />
          <Field
            {...field('email')}
            label={t`Email address`}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
          <Field
            {...field('phone')}
            label={t`Phone number`}
            hint={t`For example +267 71 234 567`}
            type="tel"
            autoComplete="tel"
          />
        </fieldset>
        <fieldset className="form-group">
          <legend>
            <Trans>The product</Trans>
          </legend>
          <Field {...field('productName')} label={t`Product name`} />
          <Field {...field('brand')} label={t`Brand`} />
          <Select
            {...field('category')}
            label={t`Category`}
            placeholder={t`Choose a category`}
            options={PRODUCT_CATEGORIES.map((value) => ({
              value,
              label: i18n._(CATEGORY_LABELS[value]),
            }))}
          />
          <Field
            {...field('batch')}
            label={t`Batch number or serial range`}
            hint={t`For example LOT 2026-04, or SN 10000 to 10999`}
          />
          <TextArea
            {...field('description')}
            label={t`Description`}
            hint={t`What the product is, its size or weight, and how it is packed`}
          />
        </fieldset>
        <fieldset className="form-group">
          <legend>
            <Trans>Photos and documents (optional)</Trans>
          </legend>
          <FilePicker
            id={`${ID}-photos`}
            label={t`Photos of the product`}
            hint={t`Up to 6 photos of the product and its label: JPG, PNG or WebP, at least 512 pixels wide and high. Large photos are made smaller on this device before they are sent.`}
            accept="image/jpeg,image/png,image/webp"
            multiple
            files={files.photos}
            error={files.errors.photos}
            busy={files.busy}
            onPick={(picked) => void files.addPhotos(picked)}
            onRemove={files.removePhoto}
          />
          <FilePicker
            id={`${ID}-document`}
            label={t`Supporting document`}
            hint={t`For example a certificate or a product leaflet: PDF, JPG, PNG or WebP, 10 MB at most.`}
            accept="application/pdf,image/jpeg,image/png,image/webp"
            files={files.document ? [files.document] : []}
            error={files.errors.document}
            busy={false}
            onPick={(picked) => void files.pickDocument(picked)}
            onRemove={files.removeDocument}
          />
        </fieldset>
        <button type="submit" className="button" disabled={saving || files.busy}>
          {correcting ? <Trans>Submit again</Trans> : <Trans>Submit registration</Trans>}
        </button>
      </form>
    </>
  )
}
