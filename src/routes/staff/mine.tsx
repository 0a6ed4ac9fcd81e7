import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MyCasesPage } from '../../features/staff/components/MyCasesPage'

export const Route = createFileRoute('/staff/mine')({
  staticData: { title: msg`Cases you submitted` },
  component: MyCasesPage,
})
