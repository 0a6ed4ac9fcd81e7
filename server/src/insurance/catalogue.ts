/**
 * The funeral-scheme catalogue as the gateway serves and prices it: read from the database in
 * three queries, kept for a few seconds per database (like the product verdicts, with the same
 * bounded cache: verification/cache.ts), with the `schemes/list` answer text built once.
 *
 * Why a cache: `premium/quote` is priced on every keystroke of a quote page and must hold half
 * a bare Hono route's rate (docs/design.md section 7), and PGlite answers one query at a time. Why
 * only a few seconds: the gateway is stateless and several may run, so a change the union
 * makes shows everywhere within CATALOGUE_TTL_MS without any gateway telling the others.
 */
import type { FuneralScheme, Package, Translations } from '../../../src/shared/insurance/types'
import type { Db, Queryable } from '../db/db'
import { okText } from '../http/envelope'
import { createVerdictCache, MAX_TTL_MS, type VerdictCache } from '../verification/cache'

export const CATALOGUE_TTL_MS = MAX_TTL_MS

export interface Catalogue {
  schemes: FuneralScheme[]
  packages: ReadonlyMap<string, Package>
  /** The success envelope of schemes/list, as sent. */
  listText: string
}

interface SchemeRow {
  id: string
  title: string
  description: string
  imageUrl: string
  category: string
  sample: boolean
  translations: Translations<'title' | 'category' | 'description'>
}
interface PackageRow {
  id: string
  scheme_id: string
  title: string
  description: string
  premium: string
  payout: string
  translations: Translations<'title' | 'description'>
}
interface AddOnRow {
  id: string
  package_id: string
  name: string
  premium: string
  minAgeRule: number
  maxAgeRule: number
  type: 'Fixed Price' | 'Age Based'
  translations: Translations<'name'>
}

// numeric comes back as text from both drivers (db/db.ts); two decimals make an exact number.
const pula = (text: string) => Number(text)

/** `translations` when a row has any (an untranslated row answers as it did before them). */
const texts = <T extends object>(translations: T | null | undefined) =>
  translations && Object.keys(translations).length > 0 ? { translations } : {}

export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const schemeRows = await db.query<SchemeRow>(
    `select id, title, description, "imageUrl", category, sample, translations
     from funeral_schemes order by position, id`,
  )
  const packageRows = await db.query<PackageRow>(
    `select id, scheme_id, title, description, premium, payout, translations
     from packages order by position, id`,
  )
  const addOnRows = await db.query<AddOnRow>(
    `select id, package_id, name, premium, "minAgeRule", "maxAgeRule", type, translations
     from add_ons order by position, id`,
  )
  const packages = new Map<string, Package>()
  const byScheme = new Map<string, Package[]>()
  for (const row of packageRows) {
    const item: Package = {
      id: row.id,
      title: row.title,
      description: row.description,
      premium: pula(row.premium),
      payout: pula(row.payout),
      addOns: [],
      ...texts(row.translations),
    }
    packages.set(row.id, item)
    const list = byScheme.get(row.scheme_id) ?? []
    list.push(item)
    byScheme.set(row.scheme_id, list)
  }
  for (const row of addOnRows) {
    packages.get(row.package_id)?.addOns.push({
      id: row.id,
      name: row.name,
      premium: pula(row.premium),
      minAgeRule: row.minAgeRule,
      maxAgeRule: row.maxAgeRule,
      type: row.type,
      ...texts(row.translations),
    })
  }
  const schemes = schemeRows.map(({ sample, translations, ...row }): FuneralScheme => ({
    ...row,
    packages: byScheme.get(row.id) ?? [],
    ...(sample ? { sample: true as const } : {}),
    ...texts(translations),
  }))
  return { schemes, packages, listText: okText(schemes) }
}

const caches = new WeakMap<Db, VerdictCache<Catalogue>>()

/** Tests: a fresh cache (ttlMs 0 turns it off). */
export function configureCatalogue(db: Db, ttlMs = CATALOGUE_TTL_MS, now?: () => number) {
  const cache = createVerdictCache<Catalogue>({ ttlMs, maxEntries: ttlMs > 0 ? 1 : 0, now })
  caches.set(db, cache)
  return cache
}

/** The catalogue, from the cache when fresh (at once, no promise hop). */
export function catalogue(db: Db): Catalogue | Promise<Catalogue> {
  const cache = caches.get(db) ?? configureCatalogue(db)
  return cache.peek('catalogue') ?? cache.get('catalogue', () => loadCatalogue(db))
}

/** After a change of the catalogue (staff/schemes/save): this gateway's next read is fresh. */
export function forgetCatalogue(db: Db): void {
  caches.get(db)?.clear()
}
