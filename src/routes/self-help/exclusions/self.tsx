import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { selfExclusion } from '../../../features/exclusions/self-journey'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/exclusions/self')({
  staticData: { title: msg`Apply to exclude yourself` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={selfExclusion} />,
})
