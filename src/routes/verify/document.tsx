import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DocumentCheck } from '../../features/verify/components/DocumentCheck'

export const Route = createFileRoute('/verify/document')({
  staticData: { title: msg`Verify Document`, name: 'ScamLock Document Verified' },
  component: DocumentCheck,
})
