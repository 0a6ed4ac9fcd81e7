/**
 * `GET /api/health` for load balancers (docs/design.md section 4): no key, and a real round trip to
 * the database, so a gateway whose database is gone is taken out of rotation (503). A gateway
 * that is stopping answers 503 too, while it still finishes what it has (server.ts), so the
 * balancer sends the next requests to another one.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { fail } from '../http/envelope'

export function healthRoutes(draining: () => boolean = () => false) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (draining()) return fail(c, 503, 'This gateway is stopping')
    try {
      await c.var.db.query('select 1')
    } catch {
      return fail(c, 503, 'The database is not available')
    }
    return c.json({ success: true })
  })
}
