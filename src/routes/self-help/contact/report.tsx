import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { report } from '../../../features/seek-help/journeys/report'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/contact/report')({
  staticData: { title: msg`Report illegal gambling` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={report} />,
})
