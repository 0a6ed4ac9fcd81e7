/**
 * `/product-pre-registration`: what a maker or importer gives so that its product can be
 * verified. One page in three groups (company, product, photos and
 * documents) with the GOV.UK error summary; validated on submit with the shared schema.
 * Submitting saves the registration in the outbox (it works offline) and opens the
 * confirmation page with the reference made on the device.
 *
 * What the person types is kept on the device as a draft until they submit or select Start
 * again (use-registration-draft.ts).
 *
 * With `?correct=<reference>` the page reopens an entry the gateway refused, with its answers,
 * its files and the gateway's messages by the fields, and submits it again under the same
 * reference.
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import { ErrorSummary, type SummaryItem } from '../../../components/form/ErrorSummary'
import { useLightForm } from '../../../components/form/use-light-form'
import { PageTitle } from '../../../components/PageTitle'
import { acceptOf } from '../../../shared/uploads'
import { FIELD_ID as ID, FIELDS } from '../fields'
import { useCorrection } from '../use-correction'
import { useProductFiles } from '../use-product-files'
import { useRegistrationDraft } from '../use-registration-draft'
import { DraftNotice } from './DraftNotice'
import { FilePicker } from '../../../components/form/FilePicker'
import { RegistrationFields } from './RegistrationFields'

// The schema and the outbox load with the first use of the form, not with the page: a light
// form (use-light-form.ts), whose inputs keep what was typed before the app took the page over.
const operation = () => import('../register-product')
const schema = () => operation().then((module) => module.productRegistrationFormSchema)

export function ProductRegistrationForm({ correct }: { correct?: string }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const navigate = useNavigate()
  const form = useLightForm(schema, FIELDS, ID)
  const files = useProductFiles()
  const correcting = useCorrection(correct, form, files)
  const draft = useRegistrationDraft(form, files, !correct)
  const { messages, summary } = form
  const [problem, setProblem] = useState<string>()
  const [saving, setSaving] = useState(false)
  const [startedAgain, setStartedAgain] = useState(false)

  const fileSummary: SummaryItem[] = (['photos', 'document'] as const).flatMap((name) => {
    const text = files.errors[name]
    return text && form.submitted ? [{ fieldId: `${ID}-${name}`, text }] : []
  })

  const submit = form.handleSubmit(
    async (fields) => {
      if (files.busy) return
      setSaving(true)
      setProblem(undefined)
      try {
        const { photos, document } = files
        const { registerProduct } = await operation()
        const reference = await registerProduct(fields, { photos, document }, correcting)
        await draft.discard()
        await navigate({ to: '/submitted/$reference', params: { reference } })
      } catch (error) {
        // The operation's module knows a full device (it is here, unless its loading failed).
        const loaded = await operation().catch(() => undefined)
        setProblem(
          loaded && error instanceof loaded.OutboxFullError
            ? i18n._(loaded.STORAGE_WARNINGS.full)
            : t`Your registration could not be saved on this device. Please try again.`,
        )
      } finally {
        setSaving(false)
      }
    },
    // Offline before this page had all of itself on the device: nothing is lost (the draft
    // keeps it), but it cannot be checked or queued until the app has loaded once.
    () =>
      setProblem(
        t`This page did not finish loading before the connection was lost. What you entered is kept on this device: connect to the internet once and submit again.`,
      ),
  )

  const startAgain = async () => {
    if (!(await askConfirm('start-again'))) return
    await draft.startAgain()
    form.reset({}, 'companyName')
    files.restore({ photos: [], document: undefined })
    files.setErrors({})
    setProblem(undefined)
    setStartedAgain(true)
  }

  return (
    <>
      <PageTitle />
      <ErrorSummary items={[...summary, ...fileSummary]} attempt={form.submitCount} />
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
      <DraftNotice restoredAt={draft.restoredAt} startedAgain={startedAgain && !draft.holding} />
      <form
        key={form.version}
        ref={form.ref}
        className="form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <RegistrationFields field={form.field} messages={messages} />
        <fieldset className="form-group">
          <legend>
            <Trans>Photos and documents (optional)</Trans>
          </legend>
          <FilePicker
            id={`${ID}-photos`}
            label={t`Photos of the product`}
            hint={t`Up to 6 photos of the product and its label: JPG, PNG or WebP, at least 512 pixels wide and high. Large photos are made smaller on this device before they are sent.`}
            accept={acceptOf('picture')}
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
            accept={acceptOf('document')}
            files={files.document ? [files.document] : []}
            error={files.errors.document}
            busy={false}
            onPick={(picked) => void files.pickDocument(picked)}
            onRemove={files.removeDocument}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving || files.busy}>
            {correcting ? <Trans>Submit again</Trans> : <Trans>Submit registration</Trans>}
          </button>
          {!correcting && draft.holding && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void startAgain()}
            >
              <Trans>Start again</Trans>
            </button>
          )}
        </div>
      </form>
    </>
  )
}
