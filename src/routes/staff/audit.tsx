import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../features/staff/components/AuditPage'

// No staticData: every route's options ship with every page, public ones too; the page gives
// its own title.
export const Route = createFileRoute('/staff/audit')({
  component: AuditPage,
})
