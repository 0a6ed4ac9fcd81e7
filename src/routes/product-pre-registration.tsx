import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProductRegistrationForm } from '../features/product-registration/components/ProductRegistrationForm'

export const Route = createFileRoute('/product-pre-registration')({
  staticData: { title: msg`Product Pre-Registration` },
  // `?correct=<reference>` reopens an entry the gateway refused (kept tiny: it is first-load).
  validateSearch: (search: Record<string, unknown>): { correct?: string } =>
    typeof search.correct === 'string' ? { correct: search.correct } : {},
  component: ProductPreRegistration,
})

function ProductPreRegistration() {
  const { correct } = Route.useSearch()
  return <ProductRegistrationForm key={correct ?? 'new'} correct={correct} />
}
