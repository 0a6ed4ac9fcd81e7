/**
 * `GET /api/health` for load balancers (DESIGN.md section 4): no key, and a real round trip to
 * the database, so a gateway whose database is gone is taken out of rotation (503).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { fail } from '../http/envelope'

export const healthRoutes = new Hono<AppEnv>()

healthRoutes.get('/', async (c) => {
  try {
    await c.var.db.query('select 1')
  } catch {
    return fail(c, 503, 'The database is not available')
  }
  return c.json({ success: true })
})
