/**
 * `organisation/verify` (docs/design.md section 4): "Verify Agent". The query is a registration
 * number (exact, any case) or a name: any part of it, case-insensitive. One organisation
 * found: its verdict. Several: the list to choose from (each with its own verdict) and the
 * verdict `not_found`, since no single organisation was identified, unless one name equals
 * the query exactly. A licence past its end date is flagged even while its status still
 * reads Licensed: the date decides, not a job that has to remember to update the row.
 */
import { Hono } from 'hono'
import {
  organisationVerifySchema,
  type Organisation,
  type OrganisationVerifyResult,
} from '../../../src/shared/schemas/verify'
import type { AppEnv } from '../context'
import { jsonBody } from '../http/json-body'
import { ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { verificationState } from '../verification/state'
import { containsPattern, searchable, today } from '../verification/text'

const LICENSED = 'Licensed'
/** At most this many matches are listed: enough to choose from, too few to harvest. */
export const MAX_MATCHES = 20

interface OrganisationRow {
  registration_number: string
  name: string
  licence: string
  status: string
  valid_until: string
  sample: boolean
}

function toOrganisation(row: OrganisationRow, date: string): Organisation {
  const reason =
    row.status !== LICENSED
      ? `Licence ${row.status.toLowerCase()}`
      : row.valid_until < date
        ? 'Licence expired'
        : undefined
  return {
    name: row.name,
    registrationNumber: row.registration_number,
    licence: row.licence,
    status: row.status,
    validUntil: row.valid_until,
    verdict: reason ? 'flagged' : 'genuine',
    ...(reason ? { reason } : {}),
    ...(row.sample ? { sample: true } : {}),
  }
}

const COLUMNS = 'registration_number, name, licence, status, valid_until, sample'

export const organisationRoutes = new Hono<AppEnv>().post(
  '/verify',
  rateLimit('verify'),
  jsonBody(organisationVerifySchema),
  async (c) => {
    const query = searchable(c.req.valid('json').query, 'query')
    const db = c.var.db
    const date = today(verificationState(db).now())
    const one = (row: OrganisationRow): OrganisationVerifyResult => {
      const organisation = toOrganisation(row, date)
      return { verdict: organisation.verdict!, organisation }
    }

    const [exact] = await db.query<OrganisationRow>(
      `select ${COLUMNS} from organisations where registration_number = $1`,
      [query.toUpperCase()],
    )
    if (exact) return ok(c, one(exact))

    const rows = await db.query<OrganisationRow>(
      `select ${COLUMNS} from organisations where lower(name) like $1 escape '\\'
       order by lower(name), registration_number limit ${MAX_MATCHES}`,
      [containsPattern(query)],
    )
    const wanted = query.replace(/\s+/g, ' ').toLowerCase()
    const named = rows.filter((row) => row.name.toLowerCase() === wanted)
    const only = rows.length === 1 ? rows[0] : named.length === 1 ? named[0] : undefined
    if (only) return ok(c, one(only))
    if (rows.length === 0) return ok(c, { verdict: 'not_found' } satisfies OrganisationVerifyResult)
    return ok(c, {
      verdict: 'not_found',
      matches: rows.map((row) => toOrganisation(row, date)),
    } satisfies OrganisationVerifyResult)
  },
)
