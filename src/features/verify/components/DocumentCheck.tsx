/**
 * Verify Document (`/verify/document`): by its reference, or by uploading the file itself,
 * which the gateway matches by its SHA-256. Two small forms, one verdict shown at a time.
 */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { DocumentVerifyResult } from '../../../shared/schemas/verify'
import { DocumentReferenceForm } from './DocumentReferenceForm'
import { DocumentUploadForm } from './DocumentUploadForm'
import { OfflineNotice } from './OfflineNotice'
import { RecentChecks } from './RecentChecks'
import { useCheck, type Check } from './use-check'

// The verdict's card loads when a form starts its check (with its call), not with the page.
const DocumentResult = lazy(() =>
  import('./DocumentResult').then((module) => ({ default: module.DocumentResult })),
)

export interface CheckedDocument {
  /** The reference checked; undefined for an uploaded file. */
  reference?: string
  result: DocumentVerifyResult
}

export interface DocumentFormProps {
  check: Check<CheckedDocument>
  /** The form the user submitted last: only its errors are shown. */
  active: boolean
  onActivate: () => void
}

export function DocumentCheck() {
  const check = useCheck<CheckedDocument>()
  const [active, setActive] = useState<'reference' | 'upload'>('reference')
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Check a certificate, licence or letter you were given. Use the reference printed on it, or
          upload the document as you received it.
        </Trans>
      </p>
      <DocumentReferenceForm
        check={check}
        active={active === 'reference'}
        onActivate={() => setActive('reference')}
      />
      <DocumentUploadForm
        check={check}
        active={active === 'upload'}
        onActivate={() => setActive('upload')}
      />
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
