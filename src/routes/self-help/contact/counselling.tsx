import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { counselling } from '../../../features/seek-help/journeys/counselling'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/contact/counselling')({
  staticData: { title: msg`Ask for counselling` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={counselling} />,
})
