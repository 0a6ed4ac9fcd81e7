/**
 * Authenticate a document by uploading it. The device checks the size and the declared type
 * first, with the same messages as any other field; the gateway decides from the content.
 * The file is not added to the device's history (its name can be personal).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import { UPLOAD_ACCEPT } from '../upload-types'
import type { DocumentFormProps as FormProps } from './DocumentCheck'
import { useVerdictForm } from './use-verdict-form'

// The schema and the call load when the form is first used, not with the page (route budget).
const FIELDS = ['file']
const operation = () =>
  Promise.all([import('../authenticate-document'), import('./DocumentResult')]).then(
    ([module]) => module,
  )
const schema = () => operation().then((module) => module.documentUploadSchema)

export function DocumentUploadForm({ check, active, onActivate }: FormProps) {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'upload')
  const { messages, summary } = form

  const { clearErrors } = form
  // Two forms on one page, one error summary at a time: the other form's goes away.
  useEffect(() => {
    if (!active) clearErrors()
  }, [active, clearErrors])

  const { submit, attempt } = useVerdictForm(form, check, ({ file }) =>
    check.run(async (signal) => ({
      result: await (await operation()).authenticateDocument(file, signal),
    })),
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
          registration={form.field('file')}
        />
        <button type="submit" className="button">
          <Trans>Upload and check</Trans>
        </button>
      </form>
    </section>
  )
}
