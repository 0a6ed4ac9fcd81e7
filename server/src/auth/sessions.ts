/**
 * Server-side staff sessions in the database (migration 007), so that any gateway on it can
 * answer any request (docs/design.md section 2: the gateway is stateless).
 *
 * - The cookie carries 32 random bytes (base64url); the table keeps their SHA-256 only.
 * - A new id at every sign-in and password change, never one the client brought (no session
 *   fixation): whatever session cookie came with a sign-in is ended first.
 * - Idle timeout 30 minutes, absolute 8 hours (a working day; OWASP's session guidance for
 *   applications handling personal data). last_seen_at is written at most once a minute, so
 *   a busy page does not write on every call.
 * - Cookie: HttpOnly, SameSite=Strict, Path=/, and in production Secure with the `__Host-`
 *   prefix (no Domain: a sibling subdomain cannot plant or overwrite it). Its Max-Age is the
 *   absolute timeout, so the browser drops it too.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'
import type { Membership, Role } from '../../../src/shared/schemas/staff'
import type { Queryable } from '../db/db'

export const IDLE_MS = 30 * 60_000
export const ABSOLUTE_MS = 8 * 60 * 60_000
const TOUCH_MS = 60_000

export const cookieName = (production: boolean) =>
  production ? '__Host-staff-session' : 'staff-session'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The session token the request carries, if any. */
export function tokenOf(c: Context, production: boolean): string | undefined {
  const token = getCookie(c, cookieName(production))
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined
}

export function sessionCookie(token: string, production: boolean): string {
  return generateCookie(cookieName(production), token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: production,
    maxAge: ABSOLUTE_MS / 1000,
  })
}

export function clearedCookie(production: boolean): string {
  return generateCookie(cookieName(production), '', {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: production,
    maxAge: 0,
  })
}

export async function createSession(db: Queryable, userId: string, now: number) {
  const token = randomBytes(32).toString('base64url')
  const at = new Date(now).toISOString()
  await db.query(
    'insert into staff_sessions (id_hash, user_id, created_at, last_seen_at) values ($1, $2, $3, $3)',
    [hashToken(token), userId, at],
  )
  return token
}

export async function endSession(db: Queryable, token: string) {
  await db.query('delete from staff_sessions where id_hash = $1', [hashToken(token)])
}

/** Ends every session of an account (but `keep`, a token): password change, disable. */
export async function endSessionsOf(db: Queryable, userId: string, keep?: string) {
  await db.query('delete from staff_sessions where user_id = $1 and id_hash <> $2', [
    userId,
    keep ? hashToken(keep) : '',
  ])
}

/**
 * A sign-in's session, by whichever way the account proved itself (a password, a member's
 * code): the session the browser still presented ends, expired ones are swept, a new one starts
 * and the account's last sign-in is noted. Answers the new token, for the cookie.
 */
export async function openSession(
  db: Queryable,
  presented: string | undefined,
  userId: string,
  now: number,
): Promise<string> {
  if (presented) await endSession(db, presented)
  await sweepSessions(db, now)
  const token = await createSession(db, userId, now)
  await db.query('update staff_users set last_sign_in_at = $2 where id = $1', [
    userId,
    new Date(now).toISOString(),
  ])
  return token
}

/** Deletes every session past either timeout (at each sign-in: the table stays small). */
export async function sweepSessions(db: Queryable, now: number) {
  await db.query('delete from staff_sessions where last_seen_at < $1 or created_at < $2', [
    new Date(now - IDLE_MS).toISOString(),
    new Date(now - ABSOLUTE_MS).toISOString(),
  ])
}

export interface SessionAccount {
  id: string
  email: string
  role: Role
  organisation: Membership
  mustChangePassword: boolean
  /** A facility account's facility (migration 023); null for every other account. */
  facilityName: string | null
}

interface Row {
  id: string
  email: string
  role: Role
  organisation: Membership
  must_change_password: boolean
  facility_name: string | null
  created_at: Date
  last_seen_at: Date
}

/**
 * The account of a live session; 'ended' when the session existed but timed out (it is
 * deleted), undefined when there is none. A disabled account has no sessions left.
 */
export async function findSession(
  db: Queryable,
  token: string,
  now: number,
): Promise<SessionAccount | 'ended' | undefined> {
  const idHash = hashToken(token)
  const [row] = await db.query<Row>(
    `select u.id, u.email, u.role, u.organisation, u.must_change_password,
       u.facility_name, s.created_at, s.last_seen_at
     from staff_sessions s join staff_users u on u.id = s.user_id
     where s.id_hash = $1 and u.disabled_at is null`,
    [idHash],
  )
  if (!row) return undefined
  const lastSeen = row.last_seen_at.getTime()
  if (now - lastSeen >= IDLE_MS || now - row.created_at.getTime() >= ABSOLUTE_MS) {
    await db.query('delete from staff_sessions where id_hash = $1', [idHash])
    return 'ended'
  }
  if (now - lastSeen >= TOUCH_MS) {
    await db.query('update staff_sessions set last_seen_at = $2 where id_hash = $1', [
      idHash,
      new Date(now).toISOString(),
    ])
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    organisation: row.organisation,
    mustChangePassword: row.must_change_password,
    facilityName: row.facility_name,
  }
}
