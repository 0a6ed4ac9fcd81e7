/**
 * The middlewares in front of every staff call:
 *
 * - `sameOrigin`: a state-changing request (every method but GET, HEAD, OPTIONS) must come
 *   from a page of this site: its `Origin` names this host, or, without Origin, its
 *   `Sec-Fetch-Site` is `same-origin`. With neither it is refused too (every browser sends at
 *   least one on a POST; a tool can send Origin itself). hono/csrf checks form posts only and
 *   lets JSON through (tried), so this covers JSON calls as well. SameSite=Strict already
 *   keeps the cookie off cross-site requests; this is the second, independent wall.
 * - `signedIn`: the session cookie names a live session (401 otherwise; an ended session's
 *   cookie is cleared).
 * - `staffGuard`: for /api/staff/*, the call's action from the matrix (permissions.ts): an
 *   unknown call is a 404, an account that still has to change its one-time password or whose
 *   role has the action in no organisation is a 403. Which organisation's data the call may
 *   touch is decided again by each handler (`can`, `scopeOf`).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import { ApiError } from '../http/envelope'
import type { StaffEnv } from './context'
import { isMember } from './member-session'
import { organisationsFor, STAFF_CALLS } from './permissions'
import { clearedCookie, findSession, tokenOf, type SessionAccount } from './sessions'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

/** The host the client addressed: the proxy's forwarded host when TRUST_PROXY is on. */
function requestHost(c: Context<StaffEnv>): string | undefined {
  const forwarded = c.get('env').TRUST_PROXY
    ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined
  return forwarded || hostOf(c.req.url)
}

export function isSameOrigin(c: Context<StaffEnv>): boolean {
  const origin = c.req.header('origin')
  if (origin !== undefined) {
    const host = hostOf(origin)
    return host !== undefined && host === requestHost(c)
  }
  return c.req.header('sec-fetch-site') === 'same-origin'
}

export const sameOrigin: MiddlewareHandler<StaffEnv> = (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isSameOrigin(c)) return next()
  throw new ApiError(403, m('session.crossSite'))
}

const production = (c: Context<StaffEnv>) => c.get('env').NODE_ENV === 'production'

/** Looks up the session and sets `account`, `token` and `now`; throws the 401 otherwise. */
export async function signedIn(c: Context<StaffEnv>, now: () => number): Promise<SessionAccount> {
  const token = tokenOf(c, production(c))
  const found = token ? await findSession(c.get('db'), token, now()) : undefined
  if (!token || !found || found === 'ended') {
    const headers = token ? { 'Set-Cookie': clearedCookie(production(c)) } : undefined
    const ended = found === 'ended'
    throw new ApiError(401, m(ended ? 'session.ended' : 'session.required'), { headers })
  }
  c.set('account', found)
  c.set('token', token)
  c.set('now', now)
  return found
}

/** Session, matrix and one-time-password checks for every call under /api/staff. */
export function staffGuard(now: () => number, base = '/api/staff'): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const action = STAFF_CALLS[c.req.path.slice(base.length)]
    if (!action) throw new ApiError(404, 'Not found')
    const account = await signedIn(c, now)
    if (isMember(account)) throw new ApiError(403, m('session.member'))
    if (account.mustChangePassword) throw new ApiError(403, m('session.changePassword'))
    if (organisationsFor(account, action).length === 0) {
      throw new ApiError(403, m('permission.denied'))
    }
    await next()
  }
}
