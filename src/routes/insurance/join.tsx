import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { joinJourney } from '../../features/insurance/join/journey'
import { JourneyView } from '../../journey/components/JourneyView'
import { journeySearch } from '../../journey/search'

export const Route = createFileRoute('/insurance/join')({
  staticData: { title: msg`Join the funeral scheme` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={joinJourney} />,
})
