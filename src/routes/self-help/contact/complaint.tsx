import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { complaint } from '../../../features/seek-help/journeys/complaint'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/contact/complaint')({
  staticData: { title: msg`Make a complaint` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={complaint} />,
})
