import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { cancellation } from '../../../features/exclusions/cancel-journey'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/exclusions/cancel')({
  staticData: { title: msg`Apply to cancel an exclusion` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={cancellation} />,
})
