/**
 * `/staff/audit`: the audit log, newest first, filtered by actor, action and days (Botswana
 * time), paged. Read-only: nothing here can change it, and the gateway could not either.
 */
import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { AuditListRequest } from '../../../shared/schemas/staff'
import { listAudit } from '../audit'
import { may, useSession } from '../session'
import { useList } from '../use-list'
import { AuditFilters, type Filters } from './AuditFilters'
import { AuditList } from './AuditList'
import { NotAllowed } from './NotAllowed'
import { Pager } from './Pager'

const PAGE_SIZE = 20

/** The page's title, given here rather than in the route (src/routes/staff/audit.tsx). */
const TITLE = msg`Audit log`

export function AuditPage() {
  const session = useSession()
  const [filters, setFilters] = useState<Partial<Filters>>({})
  const [page, setPage] = useState(1)
  const request: Partial<AuditListRequest> = { ...filters, page, pageSize: PAGE_SIZE }
  const { result } = useList(listAudit, request)

  if (session.status !== 'signed-in') return null
  if (!may(session, 'audit.list')) return <NotAllowed title={TITLE} />

  return (
    <>
      <PageTitle title={TITLE} />
      <AuditFilters
        onFilter={(next) => {
          setFilters(next)
          setPage(1)
        }}
      />
      {result && (
        <>
          <AuditList rows={result.data} total={result.total ?? result.data.length} />
          <Pager page={page} pageSize={PAGE_SIZE} total={result.total ?? 0} onPage={setPage} />
        </>
      )}
    </>
  )
}
