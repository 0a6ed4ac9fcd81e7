import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { scamCall } from '../../features/scam-call/journey'
import { JourneyView } from '../../journey/components/JourneyView'
import { journeySearch, type JourneySearch } from '../../journey/search'

// A caller check's answer links here with the number it checked (`?phone=`), filled in on the
// first page; the form's phone rule then reads it as the check did.
const PHONE = /^[+0-9 ().-]{1,30}$/

export const Route = createFileRoute('/verify/report-call')({
  staticData: { title: msg`Report a scam call` },
  validateSearch: (search: Record<string, unknown>): JourneySearch & { phone?: string } => {
    // A number typed into the address without a plus comes as a number (the router reads JSON).
    const given = typeof search.phone === 'number' ? String(search.phone) : search.phone
    const phone = typeof given === 'string' && PHONE.test(given) ? given : undefined
    return { ...journeySearch(search), ...(phone ? { phone } : {}) }
  },
  component: function ReportCallView() {
    const { phone } = Route.useSearch()
    return <JourneyView journey={scamCall} start={phone ? { callerNumber: phone } : undefined} />
  },
})
