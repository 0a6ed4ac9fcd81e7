import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { claimStart } from '../../features/claims/cover-pick'
import { claim } from '../../features/claims/journey'
import { JourneyView } from '../../journey/components/JourneyView'
import { journeySearch } from '../../journey/search'

export const Route = createFileRoute('/insurance/claim')({
  staticData: { title: msg`Make a funeral claim` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={claim} start={claimStart()} />,
})
