import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SchemesPage } from '../../features/insurance/components/SchemesPage'

export const Route = createFileRoute('/insurance/')({
  staticData: { title: msg`Funeral schemes` },
  component: SchemesPage,
})
