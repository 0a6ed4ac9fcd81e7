import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../features/staff/components/AuditPage'

export const Route = createFileRoute('/staff/audit')({
  staticData: { title: msg`Audit log` },
  component: AuditPage,
})
