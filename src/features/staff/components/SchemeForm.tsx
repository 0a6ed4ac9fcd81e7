/**
 * The edit form of one scheme: name, category, picture and description, checked with the
 * shared schema of `staff/schemes/save` on submit (the gateway checks the same, and cleans the
 * description). The form carries the `version` it was loaded with; a 409 (someone else saved
 * first) goes to the page, which offers to load their version. A gateway message about a field
 * shows by that field.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { ErrorSummary, type SummaryItem } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { FieldError } from '../../../components/form/FieldError'
import { useFieldMessages, useSchemaForm } from '../../../components/form/use-form'
import { isGatewayError } from '../../../gateway/errors'
import { saveScheme, schemeSaveSchema, type StaffScheme } from '../schemes'
import { showGatewayErrors } from './form-parts'
import { SchemeImageField } from './SchemeImageField'

// TipTap and ProseMirror load with this form only, never with any other page.
const RichTextEditor = lazy(() => import('./RichTextEditor'))

const FIELDS = ['title', 'category', 'description'] as const
const IMAGE_ID = 'scheme-image'

interface Props {
  scheme: StaffScheme
  onSaved: (saved: StaffScheme) => void
  onStale: () => void
}

export function SchemeForm({ scheme, onSaved, onStale }: Props) {
  const { t } = useLingui()
  const form = useSchemaForm(schemeSaveSchema, {
    id: scheme.id,
    title: scheme.title,
    category: scheme.category,
    description: scheme.description,
    version: String(scheme.version),
  })
  const { messages, summary } = useFieldMessages(form.formState.errors, FIELDS, 'scheme')
  const [image, setImage] = useState<File>()
  const [imageError, setImageError] = useState<string>()
  const items: SummaryItem[] = imageError
    ? [...summary, { fieldId: IMAGE_ID, text: imageError }]
    : summary

  const onSubmit = form.handleSubmit(async (values) => {
    if (imageError) return
    try {
      onSaved(await saveScheme(values, image))
    } catch (error) {
      if (!isGatewayError(error)) return
      if (error.status === 409) return onStale()
      showGatewayErrors(error, FIELDS, form.setError)
      const refused = error.errors.find((entry) => entry.path === 'image')
      if (refused) setImageError(refused.message)
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
