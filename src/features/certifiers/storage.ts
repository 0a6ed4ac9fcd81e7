/**
 * The last verification-sites list fetched, kept on the device so that the page still shows
 * it offline, with the time it was fetched (docs/design.md section 1: "the verification-sites list
 * as last fetched").
 *
 * localStorage, not IndexedDB: one small JSON document (a few dozen rows), read once when a
 * request fails, and only src/offline/ may import Dexie (docs/architecture.md).
 *
 * What is read back is outside input: another version of the app, an extension or a full disk
 * may have left anything under the key. It is validated with valibot, and anything that does
 * not match is ignored (and removed) rather than shown. Storage that is disabled or full (private
 * mode, quota) only costs the offline copy; the page works without it.
 */
import * as v from 'valibot'
import type { Certifier } from '../../shared/schemas/verify'
import type { CertifierCache } from './cache'

export const STORAGE_KEY = 'certifiers:last-list'
export const WHOLE_KEY = 'certifiers:all'
const VERSION = 1

/** Bounds far above real data, so that a corrupt document cannot make the page render megabytes. */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const storedCertifier = v.object({
  id: text(100),
  name: text(300),
  kind: text(100),
  district: text(100),
  address: text(500),
  phone: text(50),
  email: text(254),
  website: v.optional(text(2048)),
  sample: v.optional(v.boolean()),
})

const storedList = v.object({
  version: v.literal(VERSION),
  /** Milliseconds since the epoch, when the last page of this list arrived. */
  fetchedAt: count,
  list: v.object({
    query: text(100),
    rows: v.pipe(v.array(storedCertifier), v.maxLength(5000)),
    page: v.pipe(count, v.minValue(1)),
    pageSize: v.pipe(count, v.minValue(1)),
    total: v.optional(count),
    complete: v.boolean(),
  }),
})

export interface SavedList {
  list: CertifierCache
  fetchedAt: Date
}

/** Keeps the list as fetched now. False when the device would not store it. */
export function saveList(list: CertifierCache, fetchedAt: Date = new Date()): boolean {
  const document = { version: VERSION, fetchedAt: fetchedAt.getTime(), list }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(document))
    return true
  } catch {
    return false
  }
}

/** The list kept on the device, or undefined when there is none or it is not valid. */
export function loadList(): SavedList | undefined {
  let raw: string | null
  try {
    raw = localStorage.getItem(STORAGE_KEY)
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = undefined
  }
  const result = v.safeParse(storedList, parsed)
  if (!result.success) {
    forget()
    return undefined
  }
  const { list, fetchedAt } = result.output
  return { list: { ...list, total: list.total }, fetchedAt: new Date(fetchedAt) }
}

function forget(): void {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage disabled: there is nothing to remove either.
  }
}

const storedWhole = v.object({
  version: v.literal(VERSION),
  fetchedAt: count,
  rows: v.pipe(v.array(storedCertifier), v.maxLength(5000)),
})

export interface SavedWhole {
  rows: Certifier[]
  fetchedAt: Date
}

/** Keeps every site of the register as fetched now. False when the device would not store it. */
export function saveWholeList(rows: readonly Certifier[], fetchedAt: Date = new Date()): boolean {
  const document = { version: VERSION, fetchedAt: fetchedAt.getTime(), rows }
  try {
    localStorage.setItem(WHOLE_KEY, JSON.stringify(document))
    return true
  } catch {
    return false
  }
}

/** The whole list kept on the device, or undefined when there is none or it is not valid. */
export function loadWholeList(): SavedWhole | undefined {
  try {
    const raw = localStorage.getItem(WHOLE_KEY)
    if (raw === null) return undefined
    const result = v.safeParse(storedWhole, JSON.parse(raw))
    if (result.success)
      return { rows: result.output.rows, fetchedAt: new Date(result.output.fetchedAt) }
    localStorage.removeItem(WHOLE_KEY)
  } catch {
    // Not JSON, or storage disabled: no whole list.
  }
  return undefined
}
