import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { QueuePage } from '../../../../features/staff/components/QueuePage'
import { parseQueueSearch } from '../../../../features/staff/queue-search'

export const Route = createFileRoute('/staff/cases/$area/')({
  staticData: { title: msg`Case queue` },
  validateSearch: parseQueueSearch,
  component: QueueRoute,
})

function QueueRoute() {
  const { area } = Route.useParams()
  return <QueuePage area={area} search={Route.useSearch()} />
}
