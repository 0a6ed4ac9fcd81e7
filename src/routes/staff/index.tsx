import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { StaffHome } from '../../features/staff/components/StaffHome'

export const Route = createFileRoute('/staff/')({
  staticData: { title: msg`Staff home` },
  component: StaffHome,
})
