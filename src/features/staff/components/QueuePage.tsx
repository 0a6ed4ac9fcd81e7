/**
 * `/staff/cases/<area>`: one area's queue: its statuses with their counts (and in the
 * exclusions queue, the approved exclusions by where they stand today), the other filters
 * (kind, days), then the cases, paged. Filters and page live in the
 * address, so Back and a reload keep them; the counts follow the filters other than the
 * status. A pending queue lists whoever waited longest first.
 */
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import type { Area } from '../../../shared/schemas/staff'
import { AREA_LABELS } from '../case-labels'
import { listCases } from '../cases'
import { seesMembers } from '../members'
import type { QueueSearch } from '../queue-search'
import { isArea, seesArea } from '../reach'
import { useSession } from '../session'
import { useList } from '../use-list'
import { CaseFilters } from './CaseFilters'
import { CaseList } from './CaseList'
import { FindMember } from './FindMember'
import { ExclusionTabs } from './ExclusionTabs'
import { NotAllowed } from './NotAllowed'
import { Pager } from './Pager'
import { StatusTabs } from './StatusTabs'

const PAGE_SIZE = 20

export function QueuePage({ area, search }: { area: string; search: QueueSearch }) {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  if (!isArea(area) || !seesArea(session.me, area)) return <NotAllowed />
  // The union's staff find a member from the queues of joins and claims (MemberPage).
  const findsMembers = (area === 'members' || area === 'claims') && seesMembers(session.me)
  return <Queue area={area} search={search} findsMembers={findsMembers} />
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T

function Queue({
  area,
  search,
  findsMembers,
}: {
  area: Area
  search: QueueSearch
  findsMembers: boolean
}) {
  const navigate = useNavigate()
  const page = search.page ?? 1
  const request = { area, ...search, page, pageSize: PAGE_SIZE }
  const { result } = useList(listCases, request)
  const go = (next: QueueSearch) =>
    navigate({ to: '/staff/cases/$area', params: { area }, search: defined(next) })
  const total = result?.total ?? 0

  return (
    <>
      <PageTitle title={AREA_LABELS[area]} />
      <StatusTabs area={area} search={search} counts={result?.counts} />
      {area === 'exclusions' && (
        <ExclusionTabs area={area} search={search} counts={result?.counts} />
      )}
      <CaseFilters
        key={JSON.stringify(search)}
        area={area}
        search={search}
        onFilter={(filters) => void go(filters)}
      />
      {findsMembers && <FindMember />}
      {result && (
        <>
          <CaseList cases={result.data} heading={<Trans>Cases ({total})</Trans>} />
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPage={(next) => void go({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </>
  )
}
