/**
 * The edit form of one scheme: name, category, picture and description, checked with the
 * shared schema of `staff/schemes/save` on submit (the gateway checks the same, and cleans the
 * description). The form carries the `version` it was loaded with; a 409 (someone else saved
 * first) goes to the page, which offers to load their version. A gateway message about a field
 * shows by that field.
 */
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { ErrorSummary, type SummaryItem } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { FieldError } from '../../../components/form/FieldError'
import { useSchemaForm } from '../../../components/form/use-form'
import { isGatewayError, onFailure } from '../../../gateway/errors'
import { schemeText } from '../scheme-messages'
import { saveScheme, schemeSaveSchema, type StaffScheme } from '../schemes'
import { showGatewayErrors } from './form-parts'
import { SchemeImageField } from './SchemeImageField'

// TipTap and ProseMirror load with this form only, never with any other page.
const RichTextEditor = lazy(() => import('./RichTextEditor'))

const FIELDS = ['title', 'category', 'description'] as const
const IMAGE_ID = 'scheme-image'

type Field = (typeof FIELDS)[number]

interface Props {
  scheme: StaffScheme
  onSaved: (saved: StaffScheme) => void
  /** 409: someone else saved first; 404: the scheme is gone. */
  onRefused: (why: 'stale' | 'missing') => void
}

export function SchemeForm({ scheme, onSaved, onRefused }: Props) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const form = useSchemaForm(schemeSaveSchema, {
    id: scheme.id,
    title: scheme.title,
    category: scheme.category,
    description: scheme.description,
    version: String(scheme.version),
  })
  const [image, setImage] = useState<File>()
  const [imageError, setImageError] = useState<string>()
  // Each invalid field's message in the person's language, and the summary in screen order.
  const messages: Partial<Record<Field, string>> = {}
  const items: SummaryItem[] = []
  for (const name of FIELDS) {
    const text = form.formState.errors[name]?.message
    if (typeof text !== 'string' || text === '') continue
    messages[name] = schemeText(i18n, text)
    items.push({ fieldId: `scheme-${name}`, text: messages[name] })
  }
  if (imageError) items.push({ fieldId: IMAGE_ID, text: imageError })

  const onSubmit = form.handleSubmit(async (values) => {
    if (imageError) return
    try {
      onSaved(await saveScheme(values, image))
    } catch (error) {
      if (!isGatewayError(error) || error.status === 401) return // the gate asks to sign in
      if (error.status === 409) return onRefused('stale')
      if (error.status === 404) return onRefused('missing')
      showGatewayErrors(error, FIELDS, form.setError)
      const refused = error.errors.find((entry) => entry.path === 'image')
      if (refused) setImageError(schemeText(i18n, refused.message))
      const shown = error.errors.some(
        (entry) => entry.path === 'image' || (FIELDS as readonly string[]).includes(entry.path),
      )
      // Anything else (offline, a timeout, a refusal of the whole request) in the usual dialog.
      if (!shown) onFailure(error)
    }
  })

  const descriptionError = messages.description
  const describedBy = ['scheme-description-hint', descriptionError && 'scheme-description-error']
    .filter(Boolean)
    .join(' ')

  return (
    <>
      <ErrorSummary items={items} attempt={form.formState.submitCount} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <Field
          id="scheme-title"
          label={t`Name of the scheme`}
          error={messages.title}
          autoComplete="off"
          registration={form.register('title')}
        />
        <Field
          id="scheme-category"
          label={t`Category`}
          hint={t`For example: Funeral fund, Burial society`}
          error={messages.category}
          autoComplete="off"
          registration={form.register('category')}
        />
        <SchemeImageField
          id={IMAGE_ID}
          currentUrl={scheme.imageUrl}
          error={imageError}
          onPick={(file, problem) => {
            setImage(file)
            setImageError(problem)
          }}
        />
        <div className={descriptionError ? 'field field--error' : 'field'}>
          <p className="field__label" id="scheme-description-label">
            <Trans>Description</Trans>
          </p>
          <p className="field__hint" id="scheme-description-hint">
            <Trans>
              Bold, italic, lists and links only. Links must start with https://, http:// or mailto:
            </Trans>
          </p>
          {descriptionError && <FieldError id="scheme-description-error" text={descriptionError} />}
          <Suspense
            fallback={
              <p>
                <Trans>Loading the editor…</Trans>
              </p>
            }
          >
            <RichTextEditor
              id="scheme-description"
              labelledBy="scheme-description-label"
              describedBy={describedBy}
              invalid={Boolean(descriptionError)}
              initialHtml={scheme.description}
              onChange={(html) => form.setValue('description', html, { shouldDirty: true })}
            />
          </Suspense>
        </div>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          <Trans>Save the scheme</Trans>
        </button>
      </form>
    </>
  )
}
