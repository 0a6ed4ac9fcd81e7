import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SchemeEditPage } from '../../../features/staff/components/SchemeEditPage'

export const Route = createFileRoute('/staff/schemes/$scheme')({
  staticData: { title: msg`Edit a scheme` },
  component: function EditScheme() {
    return <SchemeEditPage id={Route.useParams().scheme} />
  },
})
