import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { thirdPartyExclusion } from '../../../features/exclusions/third-party-journey'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/exclusions/third-party')({
  staticData: { title: msg`Apply to exclude someone close to you` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={thirdPartyExclusion} />,
})
