import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { talk } from '../../../features/seek-help/journeys/talk'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/contact/talk')({
  staticData: { title: msg`Talk to a responsible gambling officer` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={talk} />,
})
