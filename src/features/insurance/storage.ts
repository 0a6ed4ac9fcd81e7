/**
 * The last catalogue fetched, kept on the device with the time it arrived, so the schemes and
 * the quote work offline from the last copy, saying when it was
 * fetched. localStorage, like the verification-sites list: one small JSON document (about
 * 40 KB with the texts in three languages), and only src/offline/ may use IndexedDB.
 *
 * What is read back is outside input (another version of the app, an extension, a full disk),
 * so it is checked against the shape of schemes/list, with bounds far above real data, and
 * rebuilt from the fields it knows; anything else is dropped rather than shown or priced. The
 * same check runs on what the gateway sends before it is kept. Written by hand rather than
 * with valibot: this check is all the insurance pages' first load needed valibot for (3 KiB of
 * the quote page's JavaScript, docs/design.md section 7).
 */
import {
  ADD_ON_TYPES,
  CATALOGUE_LANGUAGES,
  type AddOn,
  type FuneralScheme,
  type Package,
  type Translations,
} from '../../shared/insurance/types'

export const STORAGE_KEY = 'insurance:schemes'
// The shape grew `translations` (optional) and stayed readable: a copy kept before reads as it was.
const VERSION = 1

type Loose = Record<string, unknown>
/** Thrown inside the check: the input is not a catalogue. */
const REFUSED = Symbol('refused')

const record = (value: unknown): Loose => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw REFUSED
  return value as Loose
}
const text = (value: unknown, max: number): string => {
  if (typeof value !== 'string' || value.length > max) throw REFUSED
  return value
}
const amount = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw REFUSED
  return value
}
const age = (value: unknown): number => {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 150) throw REFUSED
  return value as number
}
const list = <T>(value: unknown, max: number, item: (value: unknown) => T): T[] => {
  if (!Array.isArray(value) || value.length > max) throw REFUSED
  return value.map(item)
}

/** The translations of `fields`, if any (an unknown language or field is dropped). */
function translations<F extends string>(
  value: unknown,
  fields: Readonly<Record<F, number>>,
): { translations?: Translations<F> } {
  if (value === undefined) return {}
  const given = record(value)
  const out: Translations<F> = {}
  for (const language of CATALOGUE_LANGUAGES) {
    if (given[language] === undefined) continue
    const texts = record(given[language])
    const kept: Partial<Record<F, string>> = {}
    for (const field of Object.keys(fields) as F[]) {
      if (texts[field] !== undefined) kept[field] = text(texts[field], fields[field])
    }
    out[language] = kept
  }
  return { translations: out }
}

function addOn(value: unknown): AddOn {
  const row = record(value)
  if (!(ADD_ON_TYPES as readonly unknown[]).includes(row.type)) throw REFUSED
  return {
    id: text(row.id, 64),
    name: text(row.name, 200),
    premium: amount(row.premium),
    minAgeRule: age(row.minAgeRule),
    maxAgeRule: age(row.maxAgeRule),
    type: row.type as AddOn['type'],
    ...translations(row.translations, { name: 200 }),
  }
}

function packageOf(value: unknown): Package {
  const row = record(value)
  return {
    id: text(row.id, 64),
    title: text(row.title, 200),
    description: text(row.description, 5000),
    premium: amount(row.premium),
    payout: amount(row.payout),
    addOns: list(row.addOns, 500, addOn),
    ...translations(row.translations, { title: 200, description: 5000 }),
  }
}

function scheme(value: unknown): FuneralScheme {
  const row = record(value)
  if (row.sample !== undefined && row.sample !== true) throw REFUSED
  return {
    id: text(row.id, 64),
    title: text(row.title, 200),
    description: text(row.description, 20_000),
    imageUrl: text(row.imageUrl, 2048),
    category: text(row.category, 200),
    packages: list(row.packages, 50, packageOf),
    ...(row.sample ? { sample: true as const } : {}),
    ...translations(row.translations, { title: 200, category: 200, description: 20_000 }),
  }
}

export interface SavedSchemes {
  schemes: FuneralScheme[]
  fetchedAt: Date
}

/** The catalogue if it has the shape of schemes/list, else undefined. */
export function checkCatalogue(input: unknown): FuneralScheme[] | undefined {
  try {
    return list(input, 50, scheme)
  } catch (error) {
    if (error === REFUSED) return undefined
    throw error
  }
}

export function saveSchemes(schemes: FuneralScheme[], fetchedAt: Date): void {
  try {
    const document = { version: VERSION, fetchedAt: fetchedAt.getTime(), schemes }
    localStorage.setItem(STORAGE_KEY, JSON.stringify(document))
  } catch {
    // Storage disabled or full: only the offline copy is lost.
  }
}

export function loadSchemes(): SavedSchemes | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (raw === null) return undefined
    const stored = JSON.parse(raw) as unknown
    const { version, fetchedAt, schemes } = (stored ?? {}) as Loose
    const checked = version === VERSION ? checkCatalogue(schemes) : undefined
    if (checked && Number.isInteger(fetchedAt) && (fetchedAt as number) >= 0) {
      return { schemes: checked, fetchedAt: new Date(fetchedAt as number) }
    }
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Unreadable: treated as nothing saved.
  }
  return undefined
}
