/**
 * The verification sites when the gateway cannot be reached: the whole list
 * kept on the device, fetched page by page in the background once the first page is in (a few
 * dozen sites, one or two requests of 100), and searched on the device the way the gateway
 * searches (server/src/routes/certifiers.ts): case-insensitive, in the name, the kind and the
 * district, a district also as words ("north east").
 */
import type { Certifier } from '../../shared/schemas/verify'
import type { CertifierCache } from './cache'
import { fetchCertifiers } from './list-certifiers'
import { saveWholeList } from './storage'

/** The largest page the gateway serves; enough bounds the loop far above the register's size. */
const PAGE_SIZE = 100
const MAX_PAGES = 50

export function matchesSearch(site: Certifier, query: string): boolean {
  const text = query.trim().replace(/\s+/g, ' ').toLowerCase()
  return [site.name, site.kind, site.district, site.district.replace(/-/g, ' ')].some((value) =>
    value.toLowerCase().includes(text),
  )
}

/** A complete list of `rows` for `query` ('' for the plain list), searched on the device. */
export function listOnDevice(rows: readonly Certifier[], query: string): CertifierCache {
  const found = query === '' ? [...rows] : rows.filter((site) => matchesSearch(site, query))
  return { query, rows: found, page: 1, pageSize: PAGE_SIZE, total: found.length, complete: true }
}

/**
 * Fetches every page of the plain list, quietly (no overlay, no dialog), and keeps it on the
 * device. A failure leaves the copy kept before in place.
 */
export async function keepWholeList(signal: AbortSignal): Promise<void> {
  const rows: Certifier[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchCertifiers({ query: '', page, pageSize: PAGE_SIZE }, signal)
    rows.push(...answer.data)
    const total = answer.total ?? Infinity
    if (answer.data.length < PAGE_SIZE || rows.length >= total) break
  }
  if (!signal.aborted) saveWholeList(rows)
}
