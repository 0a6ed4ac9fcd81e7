import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { productRegistration } from '../features/product-registration/journey'
import { JourneyView } from '../journey/components/JourneyView'
import { journeySearch } from '../journey/search'

export const Route = createFileRoute('/product-pre-registration')({
  staticData: { title: msg`Product Pre-Registration` },
  validateSearch: journeySearch,
  component: () => <JourneyView journey={productRegistration} />,
})
