/**
 * Drafts: what a person has typed into a form, kept on this device so that a reload, Back, a
 * closed tab or an app update does not empty it. One record per form key,
 * removed when the form is submitted or the person starts again.
 *
 * IndexedDB through idb-keyval (under 1 KB), not Dexie: Dexie is 32 KB and is for the outbox,
 * which a page loads only once the person submits; a form page must not pay for it before.
 * IndexedDB rather than localStorage, because a draft carries the files already picked
 * (bytes, as the outbox stores them: see src/offline/db.ts on Safari and Blobs).
 *
 * What is read back is outside input (another version of the app, a full disk or a script on
 * the origin may have left anything), so the record is checked (record.ts, loaded only when
 * there is a record), and a draft older than
 * DRAFT_MAX_AGE_MS is dropped: on a shared phone, half-filled personal details should not wait
 * for the next person for ever; nor is one saved before it was forgotten on purpose (Quick
 * exit, `forgetDrafts`). The answers themselves are the form's to check (`answers` is whatever
 * shape that form saved).
 *
 * Sealed (src/shared/sealed.ts): the record is kept encrypted with a key of its own
 * (`draft:<key>`), which goes before the record does, so a draft forgotten is unreadable at
 * once. A record of an older version, in clear, is still read, and sealed when next saved.
 */
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval'
import { DRAFT_FORGOTTEN_PREFIX } from '../config/private-keys'
import type { Sealed } from '../shared/sealed'
import { canSeal, dropKeys } from '../shared/sealed-keys'
import type { DraftRecord } from './record'

export interface DraftFile {
  id: string
  /** The form field the file belongs to, e.g. 'photos'. */
  field: string
  name: string
  type: string
  data: ArrayBuffer
  width?: number
  height?: number
}

export interface DraftInput {
  answers: unknown
  files?: DraftFile[]
  /** Where a form of several steps was. */
  step?: string
}

export interface Draft extends DraftInput {
  /** When it was saved, epoch ms. */
  savedAt: number
}

/** A draft untouched for 30 days is forgotten. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
export const DRAFT_VERSION = 1
/** A record sealed: what is kept in place of a DraftRecord. */
export const SEALED_DRAFT_VERSION = 2

interface SealedDraft {
  version: typeof SEALED_DRAFT_VERSION
  savedAt: number
  sealed: Sealed
}

const keyOf = (key: string) => `draft:${key}`

let store: UseStore | undefined
const drafts = () => (store ??= createStore('scamlock-drafts', 'drafts'))

/**
 * When the draft under `key` was forgotten on purpose (forgetDrafts), epoch ms; 0 when never.
 * A page loaded before that moment does not save that draft again: the saver writes once more
 * as the page is left, which is what Quick exit does, and a form open in another tab would
 * bring it back.
 */
const LOADED_AT = Date.now()
function forgottenAt(key: string): number {
  try {
    return Number(localStorage.getItem(DRAFT_FORGOTTEN_PREFIX + key)) || 0
  } catch {
    return 0
  }
}

/**
 * Forgets the drafts under `keys` (Quick exit, src/drafts/private-data.ts): at once, since the
 * moment is written first (localStorage) and no draft saved before it is given back, whatever
 * becomes of the deletion, which a leaving page may not live to see; the returned promise is
 * the deletion.
 */
export function forgetDrafts(keys: readonly string[]): Promise<void> {
  const now = String(Date.now())
  try {
    for (const key of keys) localStorage.setItem(DRAFT_FORGOTTEN_PREFIX + key, now)
  } catch {
    // Storage disabled or full: the deletion is then all there is.
  }
  // The keys first: should the page die before the records are gone, they are unreadable.
  return dropKeys(keys.map(keyOf))
    .catch(() => undefined)
    .then(() => delMany([...keys], drafts()))
    .catch(() => undefined)
}

/** Forgets every draft on this device ("Clear this device"), as `forgetDrafts` does. */
export async function forgetAllDrafts(): Promise<void> {
  const kept = await keys(drafts()).catch(() => [])
  await forgetDrafts(kept.map(String))
}

/**
 * The write in progress under each key. Sealing takes a moment, so a read or a clear of the
 * same draft waits for it: a form opened again at once finds what was just saved, and a clear
 * is never undone by a save that started before it.
 */
const writes = new Map<string, Promise<void>>()
function inTurn(key: string, write: () => Promise<void>): Promise<void> {
  const next = (writes.get(key) ?? Promise.resolve()).catch(() => undefined).then(write)
  writes.set(key, next)
  const done = () => {
    if (writes.get(key) === next) writes.delete(key)
  }
  next.then(done, done)
  return next
}

export function saveDraft(key: string, draft: DraftInput): Promise<void> {
  return inTurn(key, () => writeDraft(key, draft))
}

async function writeDraft(key: string, draft: DraftInput): Promise<void> {
  if (forgottenAt(key) >= LOADED_AT) return
  const record: DraftRecord = {
    version: DRAFT_VERSION,
    savedAt: Date.now(),
    answers: draft.answers,
    ...(draft.step === undefined ? {} : { step: draft.step }),
    ...(draft.files === undefined ? {} : { files: draft.files }),
  }
  if (!canSeal()) return set(key, record, drafts())
  // Loaded on the first save, not with the form (the public routes' budget, docs/design.md).
  const { seal } = await import('../shared/sealed')
  const sealed: SealedDraft = {
    version: SEALED_DRAFT_VERSION,
    savedAt: record.savedAt,
    sealed: await seal(keyOf(key), record),
  }
  // Forgotten while it was being sealed: not written back.
  if (forgottenAt(key) >= LOADED_AT) return
  await set(key, sealed, drafts())
}

const isSealedDraft = (raw: unknown): raw is SealedDraft =>
  (raw as SealedDraft).version === SEALED_DRAFT_VERSION

/** The draft kept under `key`; undefined when there is none, or none that can be trusted. */
export async function loadDraft(key: string): Promise<Draft | undefined> {
  let raw: unknown
  await writes.get(key)?.catch(() => undefined)
  try {
    raw = await get(key, drafts())
  } catch {
    return undefined // no IndexedDB here (some private modes): no drafts either
  }
  if (raw === undefined || raw === null) return undefined
  if (isSealedDraft(raw)) {
    // Should it not load (offline before the app was kept on the device), the form opens
    // empty and the record stays for a later visit, as with record.ts below.
    const sealing = await import('../shared/sealed').catch(() => undefined)
    if (!sealing) return undefined
    // The key gone (forgotten) or the record not what was sealed: nothing to give back.
    const opened = sealing.isSealed(raw.sealed)
      ? await sealing.open(keyOf(key), raw.sealed)
      : undefined
    if (!opened) {
      await clearDraft(key).catch(() => undefined)
      return undefined
    }
    raw = opened.value
  }
  // The check (valibot) loads only when there is a record to check: a first visit has none.
  // Should it not load (offline before the app was kept on the device), the form opens empty
  // and the record stays for a later visit.
  const check = await import('./record').catch(() => undefined)
  if (!check) return undefined
  const record = check.checkRecord(raw)
  if (
    !record ||
    Date.now() - record.savedAt > DRAFT_MAX_AGE_MS ||
    record.savedAt <= forgottenAt(key)
  ) {
    await clearDraft(key).catch(() => undefined)
    return undefined
  }
  const { version: _version, ...draft } = record
  return draft
}

export function clearDraft(key: string): Promise<void> {
  return inTurn(key, async () => {
    await dropKeys([keyOf(key)]).catch(() => undefined)
    await del(key, drafts())
  })
}
