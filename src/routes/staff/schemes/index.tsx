import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SchemesPage } from '../../../features/staff/components/SchemesPage'

export const Route = createFileRoute('/staff/schemes/')({
  staticData: { title: msg`Funeral schemes` },
  component: SchemesPage,
})
