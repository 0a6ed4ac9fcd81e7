import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { productReport } from '../../features/product-report/journey'
import { JourneyView } from '../../journey/components/JourneyView'
import { journeySearch, type JourneySearch } from '../../journey/search'

// A check's answer links here with the code it checked (`?code=`), filled in on the first page.
const CODE = /^[A-Za-z0-9 -]{1,40}$/

export const Route = createFileRoute('/verify/report')({
  staticData: { title: msg`Report a fake` },
  validateSearch: (search: Record<string, unknown>): JourneySearch & { code?: string } => {
    const code = typeof search.code === 'string' && CODE.test(search.code) ? search.code : undefined
    return { ...journeySearch(search), ...(code ? { code } : {}) }
  },
  component: function ReportView() {
    const { code } = Route.useSearch()
    return <JourneyView journey={productReport} start={code ? { productCode: code } : undefined} />
  },
})
