/**
 * The rate limit of every call that creates something: product/register now,
 * then exclusions/apply, members/join and the seek-help forms. `product/register` accepted 150
 * in a row from one client that every verification call already refused.
 *
 * Its own budget per client, CREATE_RATE_LIMIT_PER_MINUTE (by default a third of
 * RATE_LIMIT_PER_MINUTE: 20). Why that much: a device that comes back online sends its outbox
 * one entry after another, and people behind one address (a school, an office) share the
 * budget; a person does not fill in twenty forms a minute, a script does. A refused entry is
 * not lost: the outbox waits Retry-After and sends it again. Put it first on the route, before
 * the body is read, so a refused client costs no parsing and no disk.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { rateLimit } from './rate-limit'

export function creatingCall(): MiddlewareHandler<AppEnv> {
  return rateLimit('create', (env) => env.CREATE_RATE_LIMIT_PER_MINUTE)
}
