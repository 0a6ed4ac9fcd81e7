/**
 * Authenticate a document by uploading it. The device checks the size and the declared type
 * first, with the same messages as any other field; the gateway decides from the content.
 * The file is not added to the device's history (its name can be personal).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useFieldMessages, useSchemaForm } from '../../../components/form/use-form'
import { UPLOAD_ACCEPT, authenticateDocument, documentUploadSchema } from '../authenticate-document'
import type { DocumentFormProps as FormProps } from './DocumentCheck'
import { useVerdictForm } from './use-verdict-form'

export function DocumentUploadForm({ check, active, onActivate }: FormProps) {
  const { t } = useLingui()
  const form = useSchemaForm(documentUploadSchema, { file: undefined })
  const { messages, summary } = useFieldMessages(form.formState.errors, ['file'], 'upload')

  const { clearErrors } = form
  // Two forms on one page, one error summary at a time: the other form's goes away.
  useEffect(() => {
    if (!active) clearErrors()
  }, [active, clearErrors])

  const { submit, attempt } = useVerdictForm(form, check.clear, ({ file }) =>
    check.run(async (signal) => ({ result: await authenticateDocument(file, signal) })),
  )

  return (
    <section aria-labelledby="document-by-upload">
      <h2 id="document-by-upload">
        <Trans>Or upload the document</Trans>
      </h2>
      <p>
        <Trans>
          Upload the file exactly as you received it. We compare its digital fingerprint (SHA-256)
          with the documents on our register, so a photo or a scan of a paper copy will not match.
        </Trans>
      </p>
      <ErrorSummary items={summary} attempt={attempt} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          onActivate()
          void submit(event)
        }}
      >
        <Field
          id="upload-file"
          type="file"
          accept={UPLOAD_ACCEPT}
          label={t`Document file`}
          hint={t`PDF, JPG, PNG or WebP, 10 MB or smaller`}
          error={messages.file}
          registration={form.register('file')}
        />
        <button type="submit" className="button">
          <Trans>Upload and check</Trans>
        </button>
      </form>
    </section>
  )
}
