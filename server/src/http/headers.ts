/**
 * Response headers that middlewares put on every answer (security headers, Cache-Control),
 * planned before the handler runs, so that the envelope builds each /api answer with all of
 * them in one plain object that @hono/node-server writes straight to the socket.
 *
 * Why: setting a header on an answer after it is built (c.header(), c.res.headers.set()) first
 * turns its headers into a WHATWG Headers object, and c.header() after next() even rebuilds the
 * answer around a stream body; on product/check that cost several times the route itself
 * (docs/design.md section 7, the gateway bar). Answers built any other way (static files, idempotent
 * replays, Hono's own) carry no mark: securityHeaders() sets every planned header on them after
 * next() (applyPlan), as before. Header names are lower case, so a plain object never holds one
 * twice.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type HeaderSet = Readonly<Record<string, string>>

const NONE: HeaderSet = Object.freeze({})
// Context variables (a Map per request), cheaper than WeakMaps keyed by request objects.
const PLAN = 'headerPlan'
const PLANNED = 'plannedAnswer'
// Merged sets by identity, so that a request with the usual middlewares allocates none.
const merges = new WeakMap<HeaderSet, WeakMap<HeaderSet, HeaderSet>>()

/** The same headers with lower-case names, frozen: what planHeaders and jsonAnswer take. */
export function headerSet(headers: Record<string, string>): HeaderSet {
  const set: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) set[name.toLowerCase()] = value
  return Object.freeze(set)
}

function merge(base: HeaderSet, added: HeaderSet): HeaderSet {
  if (base === NONE) return added
  let byAdded = merges.get(base)
  if (!byAdded) merges.set(base, (byAdded = new WeakMap()))
  let result = byAdded.get(added)
  if (!result) byAdded.set(added, (result = Object.freeze({ ...base, ...added })))
  return result
}

/** Middleware side, before next(): every answer the envelope builds for c carries these. */
export function planHeaders(c: Context, headers: HeaderSet): void {
  c.set(PLAN, merge((c.get(PLAN) as HeaderSet | undefined) ?? NONE, headers))
}

/** After next(): true when c.res was built by jsonAnswer, so it carries every planned header. */
function carriesPlan(c: Context): boolean {
  return c.get(PLANNED) === c.res
}

/** After next(): sets every planned header on c.res unless it was built with them. */
export function applyPlan(c: Context): void {
  if (carriesPlan(c)) return
  const plan = c.get(PLAN) as HeaderSet | undefined
  if (!plan) return
  const headers = c.res.headers
  for (const name in plan) headers.set(name, plan[name]!)
}

const JSON_TYPE = headerSet({ 'Content-Type': 'application/json' })

/**
 * A JSON answer with the planned headers (and `extra`, for rare answers: Retry-After, Allow).
 * Bypasses c.json(), which would build a Headers object for more than one header.
 */
export function jsonAnswer(
  c: Context,
  text: string,
  status: ContentfulStatusCode,
  extra?: Record<string, string>,
): Response {
  let headers = merge((c.get(PLAN) as HeaderSet | undefined) ?? NONE, JSON_TYPE)
  if (extra) headers = { ...headers, ...headerSet(extra) }
  const response = new Response(text, { status, headers })
  c.set(PLANNED, response)
  return response
}

/**
 * Any answer with the planned headers, `headers` winning over them (a file's own
 * Content-Security-Policy over the app's): securityHeaders() leaves it as built.
 */
export function plannedAnswer(
  c: Context,
  body: BodyInit | null,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  const planned = (c.get(PLAN) as HeaderSet | undefined) ?? NONE
  const response = new Response(body, { status, headers: { ...planned, ...headerSet(headers) } })
  c.set(PLANNED, response)
  return response
}
