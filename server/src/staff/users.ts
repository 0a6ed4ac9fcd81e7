/**
 * `POST /api/staff/users/list | create | disable | clear-sign-in-wait` (docs/design.md section 6: super- and
 * system-administrators manage staff accounts; a system-administrator never a
 * super-administrator's). staffGuard has checked the session and that the role has the action
 * somewhere; here the target's organisation is checked against the matrix, and the list is
 * scoped by it.
 *
 * - create: the account gets a one-time password, answered once and stored only as its hash;
 *   it must be changed at the first sign-in. Only a role whose grant is `all` may create in
 *   `all` (a super-administrator), so nobody can make an account above their own reach, and no
 *   call changes a role, so nobody can raise their own.
 * - disable: the account can no longer sign in and its sessions end at once. Nobody disables
 *   their own account (an organisation could lose its last administrator by a slip).
 * - clear-sign-in-wait: every wait the sign-in throttle holds on the account ends now (its
 *   own counter and its pairs with every address; auth/throttle.ts), for a person who must
 *   get in while someone guesses at their account. Audited with how many counters it cleared.
 */
import { Hono, type Context } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import {
  userClearWaitSchema,
  userCreateSchema,
  userDisableSchema,
  usersListSchema,
  type Membership,
  type Role,
  type StaffAction,
  type StaffUser,
  type UserCreated,
} from '../../../src/shared/schemas/staff'
import type { StaffEnv } from '../auth/context'
import { oneTimePassword, hashPassword } from '../auth/password'
import { can, grantOf, scopeOf } from '../auth/permissions'
import { endSessionsOf } from '../auth/sessions'
import { clearWaits } from '../auth/throttle'
import { jsonBody } from '../http/json-body'
import { ApiError, created, ok, okList } from '../http/envelope'
import { audit } from '../auth/audit-log'

interface UserRow {
  id: string
  email: string
  role: Role
  organisation: Membership
  created_at: Date
  last_sign_in_at: Date | null
  disabled_at: Date | null
  must_change_password: boolean
  facility_name: string | null
}

const COLUMNS = `id, email, role, organisation, created_at, last_sign_in_at, disabled_at,
  must_change_password, facility_name`

export const toStaffUser = (row: UserRow): StaffUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  organisation: row.organisation,
  createdAt: row.created_at.toISOString(),
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  disabledAt: row.disabled_at?.toISOString() ?? null,
  mustChangePassword: row.must_change_password,
  facilityName: row.facility_name,
})

/** 403 unless the signed-in account may perform `action` on accounts of `organisation`. */
export function requireReach(c: Context<StaffEnv>, action: StaffAction, organisation: Membership) {
  const account = c.get('account')
  const allowed =
    organisation === 'all' ? grantOf(account, action) === 'all' : can(account, action, organisation)
  if (!allowed) throw new ApiError(403, m('permission.denied'))
}

/** The organisations whose rows a list may show: the one asked for, else all in scope. */
export function listedOrganisations(
  c: Context<StaffEnv>,
  action: StaffAction,
  asked: Membership | undefined,
): Membership[] | null {
  if (asked) {
    requireReach(c, action, asked)
    return [asked]
  }
  const scope = scopeOf(c.get('account'), action)
  if (!scope) throw new ApiError(403, m('permission.denied'))
  return scope.organisations
}

export const usersRoutes = new Hono<StaffEnv>()
  .post('/list', jsonBody(usersListSchema), async (c) => {
    const { organisation, page, pageSize } = c.req.valid('json')
    const organisations = listedOrganisations(c, 'users.list', organisation)
    const db = c.get('db')
    const where = organisations ? 'where organisation = any($1)' : 'where $1::text[] is null'
    const [count] = await db.query<{ n: number }>(
      `select count(*) as n from staff_users ${where}`,
      [organisations],
    )
    const rows = await db.query<UserRow>(
      `select ${COLUMNS} from staff_users ${where}
       order by organisation, email limit $2 offset $3`,
      [organisations, pageSize, (page - 1) * pageSize],
    )
    return okList(c, rows.map(toStaffUser), { page, pageSize, total: count?.n ?? 0 })
  })
  .post('/create', jsonBody(userCreateSchema), async (c) => {
    const { email, role, organisation, facilityName } = c.req.valid('json')
    requireReach(c, 'users.create', organisation)
    const password = oneTimePassword()
    const hash = await hashPassword(password)
    const account = c.get('account')
    const at = new Date(c.get('now')()).toISOString()
    const row = await c.get('db').transaction(async (tx) => {
      const [inserted] = await tx.query<UserRow>(
        `insert into staff_users (email, role, organisation, password_hash, must_change_password,
           created_by, created_at, password_changed_at, facility_name)
         values ($1, $2, $3, $4, true, $5, $6, $6, $7)
         on conflict (email) do nothing returning ${COLUMNS}`,
        [email, role, organisation, hash, account.id, at, facilityName ?? null],
      )
      if (!inserted) return undefined
      const details = facilityName ? { role, facilityName } : { role }
      await audit(c, { action: 'users.create', organisation, target: email, details }, tx)
      return inserted
    })
    if (!row) {
      throw new ApiError(409, m('user.exists'), {
        errors: [{ path: 'email', message: m('user.exists') }],
      })
    }
    const answer: UserCreated = { user: toStaffUser(row), oneTimePassword: password }
    return created(c, answer)
  })
  .post('/disable', jsonBody(userDisableSchema), async (c) => {
    const { userId } = c.req.valid('json')
    const db = c.get('db')
    const [target] = await db.query<UserRow>(`select ${COLUMNS} from staff_users where id = $1`, [
      userId,
    ])
    if (!target) throw new ApiError(404, m('user.unknown'))
    requireReach(c, 'users.disable', target.organisation)
    if (target.id === c.get('account').id) throw new ApiError(403, m('user.self'))
    if (target.disabled_at) return ok(c, toStaffUser(target))
    const at = new Date(c.get('now')()).toISOString()
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.query<UserRow>(
        `update staff_users set disabled_at = $2, disabled_by = $3 where id = $1
         returning ${COLUMNS}`,
        [userId, at, c.get('account').id],
      )
      await endSessionsOf(tx, userId)
      await audit(
        c,
        { action: 'users.disable', organisation: target.organisation, target: target.email },
        tx,
      )
      return updated!
    })
    return ok(c, toStaffUser(row))
  })
  .post('/clear-sign-in-wait', jsonBody(userClearWaitSchema), async (c) => {
    const { userId } = c.req.valid('json')
    const db = c.get('db')
    const [target] = await db.query<UserRow>(`select ${COLUMNS} from staff_users where id = $1`, [
      userId,
    ])
    if (!target) throw new ApiError(404, m('user.unknown'))
    requireReach(c, 'users.clearSignInWait', target.organisation)
    await db.transaction(async (tx) => {
      const cleared = await clearWaits(tx, target.email)
      await audit(
        c,
        {
          action: 'users.clearSignInWait',
          organisation: target.organisation,
          target: target.email,
          details: { cleared },
        },
        tx,
      )
    })
    return ok(c, toStaffUser(target))
  })
