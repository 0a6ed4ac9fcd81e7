import { createFileRoute } from '@tanstack/react-router'
import { SchemesArea } from '../../features/staff/components/SchemesArea'

// One route for the list (/staff/schemes) and a scheme's edit page (/staff/schemes/<id>), and
// no staticData: every route's options ship with every page, the public ones included; the
// pages set their own titles.
export const Route = createFileRoute('/staff/schemes/{-$scheme}')({
  component: function Schemes() {
    return <SchemesArea scheme={Route.useParams().scheme} />
  },
})
