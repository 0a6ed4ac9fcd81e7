/**
 * `POST /api/auth/login | logout | me | password` (docs/design.md sections 4 and 4a).
 *
 * login: the shared schema first (400 with the shared messages), then the throttle
 * (429 with Retry-After; throttle.ts), then one password check whether or not the account
 * exists (a dummy hash otherwise), so a wrong email and a wrong password are the same 401
 * "Invalid Email or Password" in the same time. A disabled account gets that 401 too. Success
 * ends any session the request brought, starts a new one (new id: no fixation) and answers
 * `{ email, role, organisation, mustChangePassword, actions }` with the cookie. Every attempt
 * writes an audit row.
 *
 * password: the new password must not be one of the most common, nor one character repeated
 * (weak-passwords.ts); then the current password again (throttled like a sign-in: a stolen
 * cookie must not become a password guesser), then every session of the account ends, this one included, and
 * a new one starts: every other device is signed out.
 */
import { Hono, type Context } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import {
  loginSchema,
  passwordChangeSchema,
  type Membership,
  type Role,
  type StaffMe,
} from '../../../src/shared/schemas/staff'
import { jsonBody } from '../http/json-body'
import { ApiError, ok, okText } from '../http/envelope'
import { jsonAnswer } from '../http/headers'
import { rateLimit } from '../http/rate-limit'
import { writeAudit } from './audit-log'
import { clientOf, type StaffEnv } from './context'
import { sameOrigin, signedIn } from './guard'
import { isMember } from './member-session'
import { checkPassword, hashPassword } from './password'
import { actionsOf } from './permissions'
import { weakPassword } from './weak-passwords'
import {
  clearedCookie,
  createSession,
  endSession,
  endSessionsOf,
  openSession,
  sessionCookie,
  tokenOf,
  type SessionAccount,
} from './sessions'
import { attempt, countersFor, recordSuccess } from './throttle'

interface UserRow {
  id: string
  email: string
  role: Role
  organisation: Membership
  password_hash: string | null
  must_change_password: boolean
  facility_name: string | null
  disabled_at: Date | null
}

export function meOf(account: SessionAccount): StaffMe {
  return {
    email: account.email,
    role: account.role,
    organisation: account.organisation,
    mustChangePassword: account.mustChangePassword,
    actions: account.mustChangePassword ? [] : actionsOf(account),
    ...(account.facilityName ? { facilityName: account.facilityName } : {}),
  }
}

const isProduction = (c: Context<StaffEnv>) => c.get('env').NODE_ENV === 'production'

function answer(c: Context<StaffEnv>, data: unknown, cookie: string) {
  return jsonAnswer(c, okText(data), 200, { 'Set-Cookie': cookie })
}

/**
 * Counts the attempt (throttle.ts) and refuses it with 429 while a counter of this email or
 * client asks to wait. Retry-After is the real wait, in whole seconds, which the sign-in page
 * says in words.
 */
async function throttle(c: Context<StaffEnv>, email: string, now: number) {
  const counters = countersFor(email, clientOf(c))
  const wait = await attempt(c.get('db'), counters, now)
  if (wait > 0) {
    throw new ApiError(429, m('signIn.throttled'), {
      headers: { 'Retry-After': String(Math.ceil(wait / 1000)) },
    })
  }
  return counters
}

/** A member's session is refused every staff call but the sign-out (member-session.ts). */
function staffOnly(account: SessionAccount): SessionAccount {
  if (isMember(account)) throw new ApiError(403, m('session.member'))
  return account
}

export function authRoutes(now: () => number) {
  return new Hono<StaffEnv>()
    .use('*', sameOrigin)
    .post('/login', rateLimit('sign-in'), jsonBody(loginSchema), async (c) => {
      const { email, password } = c.req.valid('json')
      const db = c.get('db')
      const time = now()
      const counters = await throttle(c, email, time)
      const [user] = await db.query<UserRow>(
        `select id, email, role, organisation, password_hash, must_change_password, facility_name,
           disabled_at from staff_users where email = $1`,
        [email],
      )
      const matches = await checkPassword(user?.password_hash ?? undefined, password)
      const client = clientOf(c)
      if (!user || !matches || user.disabled_at) {
        const reason = !user ? 'unknown account' : user.disabled_at ? 'disabled' : 'wrong password'
        await writeAudit(
          db,
          {
            action: 'sign-in',
            outcome: 'failure',
            organisation: user?.organisation ?? 'all',
            actor: user,
            details: { reason },
            client,
          },
          time,
        )
        throw new ApiError(401, m('signIn.failed'))
      }
      // A member signs in with a code at /insurance/sign-in (member-auth.ts), never here.
      if (isMember(user)) {
        await writeAudit(
          db,
          {
            action: 'sign-in',
            outcome: 'failure',
            organisation: user.organisation,
            actor: user,
            details: { reason: 'member' },
            client,
          },
          time,
        )
        throw new ApiError(403, m('signIn.member'))
      }
      await recordSuccess(db, counters)
      const token = await openSession(db, tokenOf(c, isProduction(c)), user.id, time)
      await writeAudit(
        db,
        { action: 'sign-in', organisation: user.organisation, actor: user, client },
        time,
      )
      const account = {
        ...user,
        mustChangePassword: user.must_change_password,
        facilityName: user.facility_name,
      }
      return answer(c, meOf(account), sessionCookie(token, isProduction(c)))
    })
    .post('/logout', async (c) => {
      const token = tokenOf(c, isProduction(c))
      if (token) {
        const account = await signedIn(c, now).catch(() => undefined)
        await endSession(c.get('db'), token)
        if (account) {
          await writeAudit(
            c.get('db'),
            {
              action: 'sign-out',
              organisation: account.organisation,
              actor: account,
              client: clientOf(c),
            },
            now(),
          )
        }
      }
      return answer(c, { signedOut: true }, clearedCookie(isProduction(c)))
    })
    .post('/me', async (c) => ok(c, meOf(staffOnly(await signedIn(c, now)))))
    .post('/password', jsonBody(passwordChangeSchema), async (c) => {
      const account = staffOnly(await signedIn(c, now))
      const { currentPassword, newPassword } = c.req.valid('json')
      // Refused like any other invalid answer, before the throttle counts an attempt.
      const weak = await weakPassword(newPassword)
      if (weak) {
        throw new ApiError(400, 'Invalid input', {
          errors: [{ path: 'newPassword', message: m(weak) }],
        })
      }
      const db = c.get('db')
      const time = now()
      const counters = await throttle(c, account.email, time)
      const [row] = await db.query<{ password_hash: string }>(
        'select password_hash from staff_users where id = $1',
        [account.id],
      )
      if (!(await checkPassword(row?.password_hash, currentPassword))) {
        throw new ApiError(400, 'Invalid input', {
          errors: [{ path: 'currentPassword', message: m('currentPassword.wrong') }],
        })
      }
      await recordSuccess(db, counters)
      const hash = await hashPassword(newPassword)
      const token = await db.transaction(async (tx) => {
        await tx.query(
          `update staff_users set password_hash = $2, must_change_password = false,
             password_changed_at = $3 where id = $1`,
          [account.id, hash, new Date(time).toISOString()],
        )
        await endSessionsOf(tx, account.id)
        await writeAudit(
          tx,
          {
            action: 'password.change',
            organisation: account.organisation,
            actor: account,
            client: clientOf(c),
          },
          time,
        )
        return createSession(tx, account.id, time)
      })
      const updated = { ...account, mustChangePassword: false }
      return answer(c, meOf(updated), sessionCookie(token, isProduction(c)))
    })
}
