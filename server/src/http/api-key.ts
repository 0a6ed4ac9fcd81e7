/**
 * The gateway key check (docs/design.md section 4): every /api call carries `x-api-key`, compared
 * with each accepted key in constant time: the work depends on the accepted keys' lengths only,
 * never on what the client sent, so its timing tells nothing about a key's length or prefix.
 * The key ships in the app, so it identifies the app rather than guarding data; sessions and
 * roles do that.
 *
 * Why not hash both sides and use crypto.timingSafeEqual: that is the same guarantee for
 * several times the cost (a SHA-256 and a Buffer per call), and this runs on every /api call
 * (docs/design.md section 7, the product/check bar).
 */
import type { Context } from 'hono'
import { API_KEY_HEADER } from '../../../src/shared/transport'
import { ApiError } from './envelope'

/**
 * Every character of `key` is compared, with `given`'s characters taken in turn (cycling when
 * it is shorter), and the lengths too: the same steps whatever `given` is, no early exit.
 */
function sameKey(given: string, key: string): boolean {
  let difference = given.length ^ key.length
  for (let i = 0; i < key.length; i++) {
    difference |= key.charCodeAt(i) ^ given.charCodeAt(i % given.length)
  }
  return difference === 0
}

/** True when `given` (not empty) is one of `accepted`; every key is compared, whatever matches. */
export function keyMatches(given: string, accepted: string[]): boolean {
  let match = false
  for (const key of accepted) match = sameKey(given, key) || match
  return match
}

/** Throws the 401 unless x-api-key is one of keys. Paths in `open` need no key. */
export function keyCheck(keys: string[], open: string[] = []): (c: Context) => void {
  const accepted = [...keys]
  return (c) => {
    if (open.includes(c.req.path)) return
    const given = c.req.header(API_KEY_HEADER)
    if (!given) throw new ApiError(401, 'A valid API key is required (x-api-key header)')
    if (!keyMatches(given, accepted)) throw new ApiError(401, 'The API key is not valid')
  }
}
