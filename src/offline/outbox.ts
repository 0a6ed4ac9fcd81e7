/**
 * The outbox: the one way every submitting form sends. Save first, send later
 * (docs/architecture.md): `enqueue` writes the entry and its files to IndexedDB in one
 * transaction before any network call, so the confirmation page can show the reference at
 * once, even offline, and nothing is lost if the tab closes. The sender (sender.ts, and the
 * service worker through Background Sync) delivers it.
 *
 * How a form uses it:
 *
 *   const reference = makeReference('productRegistration')     // when the user submits
 *   await enqueue({
 *     reference,                          // PR-XXXXXXXX: key, Idempotency-Key, body `reference`
 *     call: 'product/register',           // POST /api/<call>
 *     title: msg`Product pre-registration`, // what the outbox list calls it (a descriptor)
 *     fields: { companyName, ... },       // JSON-safe values; the reference is added when sent
 *     files: [{ field: 'photos', name, type, data }],  // bytes copied when the user picked them
 *     correctPath: '/product-pre-registration',        // where a rejected entry is corrected
 *   })
 *   navigate({ to: '/submitted/$reference', params: { reference } })
 *
 * Multipart is used when there are files (or `encoding: 'multipart'`): each field becomes a
 * part (arrays one part per item, objects as JSON text), then the files in order. Otherwise the
 * body is JSON. `enqueue` throws OutboxFullError when the device has no room; the caller says so.
 *
 * What is stored is sealed (sealing.ts): `getEntry` and `entryFiles` give it back in clear;
 * `watchEntries` / `watchEntry` give the entries as stored (their fields sealed), which is all a
 * list needs.
 *
 * Reading: `watchEntries` / `watchEntry` (live, across tabs, through Dexie's liveQuery),
 * `getEntry`, `entryFiles`. Acting: `removeEntry`, `sendNow` (cancels every wait), `correctEntry` (a
 * needs-attention entry with new fields and files, same reference).
 */
import { liveQuery } from 'dexie'
import { gatewayKey } from '../gateway/config'
import { isReference } from '../shared/reference'
import { isAppLocale } from '../shared/locales'
import { outboxDb, type OutboxEntry, type OutboxFile, type StoredDescriptor } from './db'
import { dropEntryKeys, openEntry, openFiles, sealFields, sealFiles } from './sealing'
import { abandonUploads } from './resumable'
import { kickSender, readMirror, setOutboxStatus, writeMirror } from './status'
import { checkSpace, isQuotaError, OutboxFullError, requestPersistence } from './storage'

export type { OutboxEntry, OutboxFile, EntryState, OutboxError } from './db'
export { OutboxFullError } from './storage'

export interface Attachment {
  /** The multipart field, e.g. 'photos'. */
  field: string
  name: string
  type: string
  data: ArrayBuffer
}

export interface EnqueueRequest {
  reference: string
  call: string
  title: StoredDescriptor
  fields: Record<string, unknown>
  /** Shown on the confirmation page, kept after delivery: never personal data. */
  summary?: Record<string, string>
  files?: readonly Attachment[]
  encoding?: 'multipart' | 'json'
  correctPath?: string
  /**
   * The app locale of the moment it is submitted (src/shared/transport.ts, LANGUAGE_HEADER);
   * checked here, in the outbox's chunk, not on the form page. Anything else is not kept.
   */
  language?: string
}

function fileRows(reference: string, files: readonly Attachment[]): OutboxFile[] {
  return files.map((file) => ({
    reference,
    field: file.field,
    name: file.name,
    type: file.type,
    size: file.data.byteLength,
    data: file.data,
  }))
}

// A descriptor from the macro may carry functions or extra keys in development; keep the data.
const plainTitle = (title: StoredDescriptor): StoredDescriptor =>
  title.message === undefined ? { id: title.id } : { id: title.id, message: title.message }

async function write(run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    if (isQuotaError(error)) {
      setOutboxStatus({ storage: 'full' })
      throw new OutboxFullError(error)
    }
    throw error
  }
}

/** Saves a submission on the device (sealed), then asks the sender to send it. */
export async function enqueue(request: EnqueueRequest): Promise<OutboxEntry> {
  if (!isReference(request.reference)) throw new Error(`Not a reference: ${request.reference}`)
  const files = request.files ?? []
  const now = Date.now()
  const entry: OutboxEntry = {
    reference: request.reference,
    call: request.call,
    ...(isAppLocale(request.language) ? { language: request.language } : {}),
    encoding: request.encoding ?? (files.length > 0 ? 'multipart' : 'json'),
    title: plainTitle(request.title),
    fields: await sealFields(request.reference, request.fields),
    ...(request.summary ? { summary: { ...request.summary } } : {}),
    fileCount: files.length,
    bytes: files.reduce((sum, file) => sum + file.data.byteLength, 0),
    correctPath: request.correctPath,
    state: 'waiting',
    attempts: 0,
    nextTryAt: 0,
    createdAt: now,
    updatedAt: now,
  }
  const rows = await sealFiles(fileRows(entry.reference, files))
  const db = outboxDb()
  await write(() =>
    db.transaction('rw', db.entries, db.files, async () => {
      // add, not put: a second enqueue of one reference is a bug, never an overwrite.
      await db.entries.add(entry)
      await db.files.bulkAdd(rows)
    }),
  )
  writeMirror([...readMirror(), entry.reference])
  kickSender()
  void requestPersistence().then(() => checkSpace())
  // As getEntry gives it: in clear.
  return { ...entry, fields: { ...request.fields } }
}

/** A needs-attention entry, corrected: new fields and files, the same reference, sent again. */
export async function correctEntry(
  reference: string,
  change: {
    fields: Record<string, unknown>
    summary?: Record<string, string>
    files?: readonly Attachment[]
  },
): Promise<void> {
  const db = outboxDb()
  const files = change.files ?? []
  const fields = await sealFields(reference, change.fields)
  const rows = await sealFiles(fileRows(reference, files))
  await write(() =>
    db.transaction('rw', db.entries, db.files, async () => {
      const entry = await db.entries.get(reference)
      if (!entry || entry.state === 'delivered' || entry.state === 'sending') {
        throw new Error(`${reference} cannot be corrected now`)
      }
      await db.files.where('reference').equals(reference).delete()
      await db.files.bulkAdd(rows)
      await db.entries.update(reference, {
        fields,
        ...(change.summary ? { summary: { ...change.summary } } : {}),
        fileCount: files.length,
        bytes: files.reduce((sum, file) => sum + file.data.byteLength, 0),
        encoding: files.length > 0 ? 'multipart' : entry.encoding,
        state: 'waiting',
        attempts: 0,
        nextTryAt: 0,
        lastError: undefined,
        updatedAt: Date.now(),
      })
    }),
  )
  kickSender()
}

/** Deletes an entry and its files from the device (the user confirmed first). */
export async function removeEntry(reference: string): Promise<void> {
  const db = outboxDb()
  // The key first: unreadable at once, whatever becomes of the deletion.
  await dropEntryKeys([reference])
  let uploads: string[] = []
  await db.transaction('rw', db.entries, db.files, async () => {
    uploads = (await db.entries.get(reference))?.uploaded?.flatMap((u) => u.url ?? []) ?? []
    await db.entries.delete(reference)
    await db.files.where('reference').equals(reference).delete()
  })
  // Its files' uploads begun on the gateway (resumable.ts) are not needed any more.
  abandonUploads(uploads, gatewayKey())
  // Right after the commit, before any live query has read the database again (that takes an
  // IndexedDB round trip), so no page mistakes the removal for an eviction (storage.ts).
  writeMirror(readMirror().filter((item) => item !== reference))
}

/**
 * Deletes every entry and its files ("Clear this device"), delivered or not; their keys first,
 * so that whatever the deletion leaves is unreadable.
 */
export async function clearOutbox(): Promise<void> {
  const db = outboxDb()
  await dropEntryKeys((await db.entries.toCollection().primaryKeys()).map(String))
  await db.transaction('rw', db.entries, db.files, async () => {
    await db.entries.clear()
    await db.files.clear()
  })
  writeMirror([])
}

/** "Send now": every waiting entry is due at once, and the sender runs. */
export async function sendNow(): Promise<void> {
  const db = outboxDb()
  await db.entries.where('state').equals('waiting').modify({ nextTryAt: 0 })
  kickSender()
}

/** The entry, its fields in clear (none when they can no longer be opened). */
export async function getEntry(reference: string): Promise<OutboxEntry | undefined> {
  const entry = await outboxDb().entries.get(reference)
  if (!entry) return undefined
  return (await openEntry(entry)) ?? { ...entry, fields: {} }
}

/** The files of an entry in clear, in the order they were attached (none when unreadable). */
export async function entryFiles(reference: string): Promise<OutboxFile[]> {
  const rows = await outboxDb().files.where('reference').equals(reference).sortBy('id')
  return (await openFiles(rows)) ?? []
}

type Unsubscribe = () => void

/** Every entry, newest first, and again on every change (any tab or the service worker). */
export function watchEntries(onChange: (entries: OutboxEntry[]) => void): Unsubscribe {
  const subscription = liveQuery(() =>
    outboxDb().entries.orderBy('createdAt').reverse().toArray(),
  ).subscribe({ next: onChange, error: () => onChange([]) })
  return () => subscription.unsubscribe()
}

/** One entry (undefined when this device has none), live. */
export function watchEntry(
  reference: string,
  onChange: (entry: OutboxEntry | undefined) => void,
): Unsubscribe {
  const subscription = liveQuery(() => outboxDb().entries.get(reference)).subscribe({
    next: onChange,
    error: () => onChange(undefined),
  })
  return () => subscription.unsubscribe()
}
