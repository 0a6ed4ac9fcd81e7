/**
 * `/staff/mine`: the cases the signed-in agent submitted for members of the public, across
 * its organisation's areas, newest first (docs/design.md section 6: an agent "sees the cases it
 * submitted").
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { listMyCases } from '../cases'
import { may, useSession } from '../session'
import { useList } from '../use-list'
import { CaseList } from './CaseList'
import { NotAllowed } from './NotAllowed'
import { Pager } from './Pager'

const PAGE_SIZE = 20

export function MyCasesPage() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  if (!may(session, 'cases.list')) return <NotAllowed />
  return <MyCases />
}

function MyCases() {
  const [page, setPage] = useState(1)
  const { result } = useList(listMyCases, { page, pageSize: PAGE_SIZE })
  const total = result?.total ?? 0
  return (
    <>
      <PageTitle />
      {result && (
        <>
          <CaseList cases={result.data} heading={<Trans>Cases ({total})</Trans>} showArea />
          <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
        </>
      )}
    </>
  )
}
