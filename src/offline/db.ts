/**
 * The outbox database (IndexedDB through Dexie). src/offline is the only code that imports
 * Dexie (docs/architecture.md); the page code, the sender and the service worker all open this one
 * schema, so it stays free of DOM-only globals (the service worker imports it).
 *
 * Schema rules (after enketo's store.js): a comment on every store and
 * index, one commented `version()` per change, never a store dropped or renamed while entries
 * may wait in it. A new version only ADDS: a store, an index, or an `upgrade()` that rewrites
 * rows in place, so an upgrade keeps every waiting entry and its files (tested in db.test.ts,
 * which opens a database written by version 1 with the current code).
 *
 * Attachments are ArrayBuffer + type + name, never Blob: Safari has a history of Blob bugs in
 * IndexedDB (old versions refused to store Blobs at all, later ones could not read some back
 * after a restart; PouchDB and localForage store bytes for the same reason). An ArrayBuffer
 * is plain data to every engine's structured clone.
 */
import Dexie, { type EntityTable } from 'dexie'
import type { AppLocale } from '../shared/locales'

export const DB_NAME = 'scamlock-outbox'

export type EntryState = 'waiting' | 'sending' | 'delivered' | 'needs-attention'

/** A Lingui message descriptor, as plain data (ids survive a reload; messages may be stripped). */
export interface StoredDescriptor {
  id: string
  message?: string
}

/** Why the last attempt failed. `message`/`errors` are the gateway's words, shown as they came. */
export interface OutboxError {
  kind: 'network' | 'timeout' | 'server' | 'rejected'
  status?: number
  message?: string
  errors?: Array<{ path: string; message: string }>
}

export interface OutboxEntry {
  /** Made on the device (makeReference); the key, the Idempotency-Key and the body's `reference`. */
  reference: string
  /** The gateway call, e.g. 'product/register' (POST /api/<call>). */
  call: string
  /**
   * The app locale it was submitted in, sent as Content-Language. Not indexed, so no schema
   * version; entries from before it have none, and the gateway takes English for them.
   */
  language?: AppLocale
  encoding: 'multipart' | 'json'
  /** What the outbox list calls it, e.g. msg`Product pre-registration`. */
  title: StoredDescriptor
  /**
   * The submitted fields (JSON-safe), sealed (sealing.ts: one member, SEALED_FIELDS). Emptied
   * once delivered, and the key that sealed them deleted: no personal data stays.
   */
  fields: Record<string, unknown>
  /**
   * What the confirmation page shows of the submission, kept after delivery, so never personal
   * data: e.g. the product code of a pre-registration. Not indexed: no schema version needed.
   */
  summary?: Record<string, string>
  /** How many files wait in `files`, and their bytes, for the list and progress. */
  fileCount: number
  bytes: number
  /** The route where the user can correct a rejected entry (`?correct=<reference>`). */
  correctPath?: string
  state: EntryState
  attempts: number
  /** Epoch ms of the next try; 0 means as soon as possible. */
  nextTryAt: number
  lastError?: OutboxError
  createdAt: number
  updatedAt: number
  deliveredAt?: number
  /** 1 when the service worker delivered it with no page open: the next page says so once. */
  announce?: 0 | 1
  /**
   * How far each file's resumable upload has come (resumable.ts), in the order of `files`:
   * written by the sender when an upload is made and after every chunk, so the next attempt
   * (another tab, the service worker, the app opened again) continues it, and the outbox page
   * shows each file's progress without reading the files' bytes. On the entry, not on the
   * file rows: a write there would copy the file's megabytes again. Not indexed: no schema
   * version; absent until the first upload starts, and cleared on delivery.
   */
  uploaded?: FileUpload[]
}

/** One file's resumable upload (OutboxEntry.uploaded). Never a name: sizes and an address. */
export interface FileUpload {
  /** The file row it is of (OutboxFile.id): a correction's new rows start afresh. */
  file?: number
  size: number
  /** The bytes the gateway confirmed. */
  sent: number
  /** The upload's absolute address on the gateway, stored as soon as it was made. */
  url?: string
}

export interface OutboxFile {
  /** Auto-incremented; only the order of a reference's files matters. */
  id?: number
  reference: string
  /** The multipart field, e.g. 'photos'. */
  field: string
  name: string
  type: string
  size: number
  /** The bytes; when `iv` is set, the sealed name, type and bytes (sealing.ts). */
  data: ArrayBuffer
  /** Set when the row is sealed (sealing.ts); rows of older versions have none. Not indexed. */
  iv?: Uint8Array<ArrayBuffer>
}

/** Key/value facts about the database itself, e.g. when it was created. */
export interface OutboxMeta {
  key: string
  value: unknown
}

export type OutboxDb = Dexie & {
  entries: EntityTable<OutboxEntry, 'reference'>
  files: EntityTable<OutboxFile, 'id'>
  meta: EntityTable<OutboxMeta, 'key'>
}

/** The versions, oldest first. Append; never edit a published one. */
export function declareSchema(db: Dexie): void {
  // Version 1 (the first outbox).
  db.version(1).stores({
    // One row per submission. Primary key: the reference. `state`: counts for the badge and
    // the page. `createdAt`: the list, newest first. `[state+createdAt]`: the sender's next
    // entry, the oldest waiting one, without reading the delivered ones.
    entries: 'reference, state, createdAt, [state+createdAt]',
    // Attachments, apart from their entry so that listing entries never loads megabytes.
    // `++id`: insertion order is the order the user attached them. `reference`: all files of
    // one entry, read when it is sent and deleted when it is delivered or removed.
    files: '++id, reference',
    // Small facts about this database (`createdAt`), no indexes beyond the key.
    meta: 'key',
  })
}

export function openOutboxDb(name = DB_NAME): OutboxDb {
  const db = new Dexie(name) as OutboxDb
  declareSchema(db)
  db.on('populate', (tx) => {
    void tx.table('meta').add({ key: 'createdAt', value: Date.now() })
  })
  return db
}

let shared: OutboxDb | undefined

/** The one database of this page or worker. */
export function outboxDb(): OutboxDb {
  shared ??= openOutboxDb()
  return shared
}

/** For tests: forget the shared instance (and close it). */
export function resetOutboxDb(): void {
  shared?.close()
  shared = undefined
}
