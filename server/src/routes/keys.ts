/**
 * `keys/public` (docs/api.md): the gateway's public signing key as a JWK, the key every
 * exclusion proof and every copy of the verification register is signed with
 * (server/src/signing/keys.ts). POST like every call; GET too, which a browser and the
 * service worker may keep for an hour and revalidate by its ETag, the key's id: the app keeps
 * the answer on the device (src/gateway/proof-key.ts) to check signatures offline.
 */
import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../context'
import { ok, okText } from '../http/envelope'
import { plannedAnswer } from '../http/headers'
import { signingKey } from '../signing/keys'

export const keyRoutes = new Hono<AppEnv>()
  .post('/public', async (c) => ok(c, (await signingKey(c.var.db, c.var.env)).publicJwk))
  .get('/public', async (c) => {
    const key = await signingKey(c.var.db, c.var.env)
    const etag = `"${key.kid}"`
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=3600' }
    // 304 carries no body; Hono's type for plannedAnswer's status leaves it out.
    const notModified = 304 as ContentfulStatusCode
    if (c.req.header('if-none-match') === etag) return plannedAnswer(c, null, notModified, headers)
    return plannedAnswer(c, okText(key.publicJwk), 200, {
      ...headers,
      'Content-Type': 'application/json',
    })
  })
