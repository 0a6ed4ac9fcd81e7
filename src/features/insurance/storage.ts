/**
 * The last catalogue fetched, kept on the device with the time it arrived, so the schemes and
 * the quote work offline (issue 11: "works offline from the last copy, saying when it was
 * fetched"). localStorage, like the verification-sites list: one small JSON document (about
 * 25 KB), and only src/offline/ may use IndexedDB.
 *
 * What is read back is outside input (another version of the app, an extension, a full disk),
 * so it is checked with valibot against the shape of schemes/list, with bounds far above real
 * data; anything else is dropped rather than shown or priced. The same check runs on what the
 * gateway sends before it is kept.
 */
import * as v from 'valibot'
import { ADD_ON_TYPES, type FuneralScheme } from '../../shared/insurance/types'

export const STORAGE_KEY = 'insurance:schemes'
const VERSION = 1

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const amount = v.pipe(v.number(), v.finite(), v.minValue(0))
const age = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(150))

const addOn = v.object({
  id: text(64),
  name: text(200),
  premium: amount,
  minAgeRule: age,
  maxAgeRule: age,
  type: v.picklist(ADD_ON_TYPES),
})
const pkg = v.object({
  id: text(64),
  title: text(200),
  description: text(5000),
  premium: amount,
  payout: amount,
  addOns: v.pipe(v.array(addOn), v.maxLength(500)),
})
const scheme = v.object({
  id: text(64),
  title: text(200),
  description: text(20_000),
  imageUrl: text(2048),
  category: text(200),
  packages: v.pipe(v.array(pkg), v.maxLength(50)),
  sample: v.optional(v.literal(true)),
})

export const catalogueSchema = v.pipe(v.array(scheme), v.maxLength(50))

const stored = v.object({
  version: v.literal(VERSION),
  fetchedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  schemes: catalogueSchema,
})

export interface SavedSchemes {
  schemes: FuneralScheme[]
  fetchedAt: Date
}

/** The catalogue if it has the shape of schemes/list, else undefined. */
export function checkCatalogue(input: unknown): FuneralScheme[] | undefined {
  const result = v.safeParse(catalogueSchema, input)
  return result.success ? (result.output as FuneralScheme[]) : undefined
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
    const result = v.safeParse(stored, JSON.parse(raw))
    if (result.success) {
      const { schemes, fetchedAt } = result.output
      return { schemes: schemes as FuneralScheme[], fetchedAt: new Date(fetchedAt) }
    }
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Unreadable: treated as nothing saved.
  }
  return undefined
}
