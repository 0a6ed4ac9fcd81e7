/**
 * Verify Document (`/verify/document`): by its reference, or by uploading the file itself,
 * which the gateway matches by its SHA-256. Two small forms, one verdict shown at a time, and
 * only the errors of the form submitted last. The device checks a file's size and declared
 * type first, with the same messages as any other field; the gateway decides from the content.
 * An uploaded file is not added to the device's history (its name can be personal).
 */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { DocumentVerifyResult } from '../../../shared/schemas/verify'
import { UPLOAD_ACCEPT } from '../upload-types'
import type { DocumentUpload } from '../authenticate-document'
import type { DocumentVerifyRequest } from '../verify-document'
import { CheckForm, type CheckField } from './CheckForm'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck } from './use-check'

// The verdict's card loads when a form starts its check (with its call), not with the page.
const DocumentResult = lazy(() =>
  import('./DocumentResult').then((module) => ({ default: module.DocumentResult })),
)

// The schemas and the calls load when a form is first used, not with the page (route budget).
const byReference = () =>
  Promise.all([import('../verify-document'), import('./DocumentResult')]).then(([module]) => module)
const byUpload = () =>
  Promise.all([import('../authenticate-document'), import('./DocumentResult')]).then(
    ([module]) => module,
  )
const referenceSchema = () => byReference().then((module) => module.documentVerifySchema)
const uploadSchema = () => byUpload().then((module) => module.documentUploadSchema)

const REFERENCE: readonly CheckField[] = [
  {
    name: 'reference',
    label: <Trans>Document reference</Trans>,
    hint: <Trans>6 to 32 letters and numbers, for example DOC00012345</Trans>,
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
  },
]
const UPLOAD: readonly CheckField[] = [
  {
    name: 'file',
    type: 'file',
    accept: UPLOAD_ACCEPT,
    label: <Trans>Document file</Trans>,
    hint: <Trans>PDF, JPG, PNG or WebP, 10 MB or smaller</Trans>,
  },
]

interface CheckedDocument {
  /** The reference checked; undefined for an uploaded file. */
  reference?: string
  result: DocumentVerifyResult
}

export function DocumentCheck() {
  const check = useCheck<CheckedDocument>()
  const [active, setActive] = useState<'reference' | 'upload'>('reference')

  const checkReference = (values: DocumentVerifyRequest) =>
    check.run(
      async (signal) => ({
        ...values,
        result: await (await byReference()).verifyDocument(values, signal),
      }),
      ({ result }) => ({ kind: 'document', input: values.reference, verdict: result.verdict }),
    )
  const checkUpload = ({ file }: DocumentUpload) =>
    check.run(async (signal) => ({
      result: await (await byUpload()).authenticateDocument(file, signal),
    }))

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Check a certificate, licence or letter you were given. Use the reference printed on it, or
          upload the document as you received it.
        </Trans>
      </p>
      <section aria-labelledby="document-by-reference">
        <h2 id="document-by-reference">
          <Trans>Check by reference</Trans>
        </h2>
        <CheckForm
          idPrefix="document"
          fields={REFERENCE}
          schema={referenceSchema}
          check={check}
          onValid={checkReference}
          active={active === 'reference'}
          onActivate={() => setActive('reference')}
        >
          <Trans>Check document</Trans>
        </CheckForm>
      </section>
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
        <CheckForm
          idPrefix="upload"
          fields={UPLOAD}
          schema={uploadSchema}
          check={check}
          onValid={checkUpload}
          active={active === 'upload'}
          onActivate={() => setActive('upload')}
        >
          <Trans>Upload and check</Trans>
        </CheckForm>
      </section>
      <OfflineNotice check={check} />
      {check.result && (
        <Suspense fallback={null}>
          <DocumentResult reference={check.result.reference} result={check.result.result} />
        </Suspense>
      )}
      <RecentChecks />
    </>
  )
}
