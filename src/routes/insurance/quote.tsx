import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { QuotePage } from '../../features/insurance/components/QuotePage'

export const Route = createFileRoute('/insurance/quote')({
  staticData: { title: msg`Get a quote` },
  // ?package=<id> preselects a package (links from a scheme's page); anything else is ignored.
  validateSearch: (search: Record<string, unknown>): { package?: string } =>
    typeof search.package === 'string' && /^[a-z0-9-]{1,64}$/.test(search.package)
      ? { package: search.package }
      : {},
  component: Quote,
})

function Quote() {
  const { package: initialPackage } = Route.useSearch()
  return <QuotePage initialPackage={initialPackage} />
}
