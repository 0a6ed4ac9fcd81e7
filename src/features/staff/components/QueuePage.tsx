/**
 * `/staff/cases/<area>`: one area's queue (issue 12 item 3). Filters (status, kind, days) and
 * the page live in the address, so Back and a reload keep them; the counts per status follow
 * the other filters. A pending queue lists whoever waited longest first.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import type { Area } from '../../../shared/schemas/staff'
import type { CaseFilters as Filters } from '../../../shared/schemas/staff-cases'
import { AREA_LABELS } from '../case-labels'
import { listCases } from '../cases'
import type { QueueSearch } from '../queue-search'
import { isArea, seesArea } from '../reach'
import { useSession } from '../session'
import { useList } from '../use-list'
import { CaseFilters } from './CaseFilters'
import { CaseList } from './CaseList'
import { NotAllowed } from './NotAllowed'
import { Pager } from './Pager'

const PAGE_SIZE = 20

export function QueuePage({ area, search }: { area: string; search: QueueSearch }) {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  if (!isArea(area) || !seesArea(session.me, area)) return <NotAllowed />
  return <Queue area={area} search={search} />
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T

function Queue({ area, search }: { area: Area; search: QueueSearch }) {
  const navigate = useNavigate()
  const page = search.page ?? 1
  const request = { area, ...search, page, pageSize: PAGE_SIZE }
  const { result } = useList(listCases, request)
  const go = (next: QueueSearch) =>
    navigate({ to: '/staff/cases/$area', params: { area }, search: defined(next) })
  const counts = result?.counts ?? {}
  const waiting = counts.PENDING ?? 0
  const approved = counts.APPROVED ?? 0
  const rejected = counts.REJECTED ?? 0
  const total = result?.total ?? 0

  return (
    <>
      <PageTitle title={AREA_LABELS[area]} />
      <CaseFilters
        key={JSON.stringify(search)}
        area={area}
        search={search}
        onFilter={(filters: Filters) => void go(filters)}
      />
      {result && (
        <>
          <p className="staff-queue__counts">
            <Trans>
              <Plural
                value={waiting}
                one="# waiting for a decision"
                other="# waiting for a decision"
              />
              , <Plural value={approved} one="# approved" other="# approved" />,{' '}
              <Plural value={rejected} one="# rejected" other="# rejected" />
            </Trans>
          </p>
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
