/**
 * The gateway key check (DESIGN.md section 4): every /api call carries `x-api-key`, compared
 * with each accepted key in constant time. Both sides are hashed first so the comparison has a
 * fixed length and its timing tells nothing about a key's length or prefix. The key ships in
 * the app, so it identifies the app rather than guarding data; sessions and roles do that.
 */
import { hash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { ApiError } from './envelope'

// One-shot hash: no Hash object per request (this runs on every /api call).
const digest = (value: string) => hash('sha256', value, 'buffer')

export function keyMatches(given: string, accepted: Buffer[]): boolean {
  const candidate = digest(given)
  let match = false
  // No early exit: every key is compared whatever the outcome.
  for (const key of accepted) match = timingSafeEqual(candidate, key) || match
  return match
}

/** Rejects with 401 unless x-api-key is one of keys. Paths in `open` need no key. */
export function apiKey(keys: string[], open: string[] = []): MiddlewareHandler {
  const accepted = keys.map(digest)
  // Not async: a throw here reaches the error handler all the same, with one promise less.
  return (c, next) => {
    if (open.includes(c.req.path)) return next()
    const given = c.req.header('x-api-key')
    if (!given) throw new ApiError(401, 'A valid API key is required (x-api-key header)')
    if (!keyMatches(given, accepted)) throw new ApiError(401, 'The API key is not valid')
    return next()
  }
}
