/**
 * `/staff/users`: the staff accounts the signed-in administrator may see, the form to create
 * one (for those who may), the one-time password shown once, Disable and Clear sign-in wait. Roles without
 * `users.list` see a plain refusal (the header does not link here for them).
 */
import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { UserCreated } from '../../../shared/schemas/staff'
import { may, useSession } from '../session'
import { useList } from '../use-list'
import { listUsers } from '../users'
import { CreateUserForm } from './CreateUserForm'
import { NotAllowed } from './NotAllowed'
import { OneTimePassword } from './OneTimePassword'
import { Pager } from './Pager'
import { UserList } from './UserList'

const PAGE_SIZE = 20

/** The page's title, given here rather than in the route (src/routes/staff/users.tsx). */
const TITLE = msg`Staff accounts`

export function UsersPage() {
  const session = useSession()
  const [page, setPage] = useState(1)
  const [created, setCreated] = useState<UserCreated>()
  const { result, reload } = useList(listUsers, { page, pageSize: PAGE_SIZE })

  if (session.status !== 'signed-in') return null
  if (!may(session, 'users.list')) return <NotAllowed title={TITLE} />

  return (
    <>
      <PageTitle title={TITLE} />
      {created && <OneTimePassword created={created} onDone={() => setCreated(undefined)} />}
      {may(session, 'users.create') && !created && (
        <CreateUserForm
          me={session.me}
          onCreated={(answer) => {
            setCreated(answer)
            reload()
          }}
        />
      )}
      {result && (
        <>
          <UserList
            users={result.data}
            total={result.total ?? result.data.length}
            canDisable={may(session, 'users.disable')}
            canClearWait={may(session, 'users.clearSignInWait')}
            self={session.me.email}
            onChanged={reload}
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={result.total ?? 0} onPage={setPage} />
        </>
      )}
    </>
  )
}
