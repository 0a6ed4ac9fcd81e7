import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { AnswerSources } from '../../../../features/staff/answers'
import { CasePage } from '../../../../features/staff/components/CasePage'
import {
  appeal,
  cancellation,
  selfExclusion,
  thirdPartyExclusion,
} from '../../../../features/exclusions/journeys'
import { CATEGORY_LABELS } from '../../../../features/product-registration/categories'
import { complaint, counselling, report, talk } from '../../../../features/seek-help/journeys'

// A case reads back in the words of the form that asked it: the route composes the forms'
// journeys (features never import one another) for the staff case page.
const SOURCES: AnswerSources = {
  journeys: {
    'exclusion-self': selfExclusion,
    'exclusion-third-party': thirdPartyExclusion,
    'exclusion-appeal': appeal,
    'exclusion-cancel': cancellation,
    report,
    complaint,
    counselling,
    talk,
  },
  options: { category: CATEGORY_LABELS as Record<string, MessageDescriptor> },
}

export const Route = createFileRoute('/staff/cases/$area/$reference')({
  staticData: { title: msg`Case` },
  component: CaseRoute,
})

function CaseRoute() {
  const { area, reference } = Route.useParams()
  return <CasePage area={area} reference={reference} sources={SOURCES} />
}
