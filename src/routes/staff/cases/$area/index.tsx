import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { QueuePage } from '../../../../features/staff/components/QueuePage'
import { parseQueueSearch, type QueueSearch } from '../../../../features/staff/queue-search'

export const Route = createFileRoute('/staff/cases/$area/')({
  staticData: { title: msg`Case queue` },
  // validateSearch stays in the app's entry chunk, which every public page loads: it only
  // types the address here, and the page (split off with the component) checks it.
  validateSearch: (search: Record<string, unknown>) => search as QueueSearch,
  component: QueueRoute,
})

function QueueRoute() {
  const { area } = Route.useParams()
  return <QueuePage area={area} search={parseQueueSearch(Route.useSearch())} />
}
