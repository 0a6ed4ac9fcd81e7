import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { appeal } from '../../../features/exclusions/appeal-journey'
import { JourneyView } from '../../../journey/components/JourneyView'
import { journeySearch } from '../../../journey/search'

export const Route = createFileRoute('/self-help/exclusions/appeal')({
  staticData: { title: msg`Appeal an exclusion decision` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={appeal} />,
})
