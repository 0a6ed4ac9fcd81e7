/**
 * `verify/snapshot` (docs/api.md): the signed offline copy of the verification register
 * (verification/snapshot.ts). GET, which a phone revalidates with the copy's ETag (304 when
 * nothing changed: nothing to download), and POST like every call, which answers the same.
 * The copy goes gzipped to a client that takes gzip: 100,000 products shrink about 3 times.
 */
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../context'
import { plannedAnswer } from '../http/headers'
import { rateLimit } from '../http/rate-limit'
import { signingKey } from '../signing/keys'
import { currentSnapshot } from '../verification/snapshot'
import { verificationState } from '../verification/state'

async function answer(c: Context<AppEnv>): Promise<Response> {
  const { db, env } = c.var
  const snapshot = await currentSnapshot(db, await signingKey(db, env), verificationState(db).now())
  const headers: Record<string, string> = {
    ETag: snapshot.etag,
    // The app decides when to ask again (at most hourly); a cache in between must revalidate.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  }
  if (c.req.header('if-none-match') === snapshot.etag) {
    // 304 carries no body; Hono's type for plannedAnswer's status leaves it out.
    return plannedAnswer(c, null, 304 as ContentfulStatusCode, headers)
  }
  headers['Content-Type'] = 'application/json'
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    headers['Content-Encoding'] = 'gzip'
    return plannedAnswer(c, new Uint8Array(snapshot.gzipped), 200, headers)
  }
  return plannedAnswer(c, snapshot.text, 200, headers)
}

export const verifySnapshotRoutes = new Hono<AppEnv>()
  .get('/snapshot', rateLimit('verify'), answer)
  .post('/snapshot', rateLimit('verify'), answer)
