import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CasePage } from '../../../../features/staff/components/CasePage'
import { READINGS } from '../-readings'

export const Route = createFileRoute('/staff/cases/$area/$reference')({
  staticData: { title: msg`Case` },
  component: CaseRoute,
})

function CaseRoute() {
  const { area, reference } = Route.useParams()
  return <CasePage area={area} reference={reference} readings={READINGS} />
}
