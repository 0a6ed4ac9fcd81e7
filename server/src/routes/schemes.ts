/**
 * `schemes/list` (docs/design.md section 4a): the union's funeral schemes with their packages and
 * add-ons, in the order the union lists them. The answer text is built once per catalogue load
 * (insurance/catalogue.ts), so a list costs a cache look-up.
 */
import { Hono } from 'hono'
import { schemesListSchema } from '../../../src/shared/insurance/schemas'
import type { AppEnv } from '../context'
import { jsonBody } from '../http/json-body'
import { okPrebuilt } from '../http/envelope'
import { catalogue } from '../insurance/catalogue'

export const schemeRoutes = new Hono<AppEnv>().post(
  '/list',
  jsonBody(schemesListSchema, { reuse: 1 }),
  async (c) => okPrebuilt(c, (await catalogue(c.var.db)).listText),
)
