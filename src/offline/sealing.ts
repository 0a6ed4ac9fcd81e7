/**
 * The outbox's entries sealed on the device (src/shared/sealed.ts, docs/decisions.md): an
 * entry's fields and each of its files are kept encrypted with the entry's own key
 * (`outbox:<reference>`), and opened only to be sent or corrected. The key goes when the entry
 * is delivered or removed; what stays of a delivered entry (reference, title, summary, times)
 * is no personal data.
 *
 * In storage, nothing indexed changes (no schema version): `fields` holds one member,
 * SEALED_FIELDS, with the sealed fields; a file row keeps its field and size, while its name,
 * type and bytes are sealed in `data`, with the row's `iv` saying so. Entries that older
 * versions kept in clear (no SEALED_FIELDS, no `iv`) are read and sent as they are.
 *
 * Sealing awaits WebCrypto, so it happens before the write transaction opens, never in it.
 */
import { canSeal, dropKeys, isSealed, open, seal } from '../shared/sealed'
import type { OutboxEntry, OutboxFile } from './db'

/** The one member of a sealed entry's `fields`. */
export const SEALED_FIELDS = '#sealed'

export const entryKey = (reference: string) => `outbox:${reference}`

export async function sealFields(
  reference: string,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!canSeal()) return { ...fields }
  return { [SEALED_FIELDS]: await seal(entryKey(reference), fields) }
}

export async function sealFiles(files: readonly OutboxFile[]): Promise<OutboxFile[]> {
  if (!canSeal()) return [...files]
  return Promise.all(
    files.map(async (file) => {
      const { iv, data } = await seal(entryKey(file.reference), {
        name: file.name,
        type: file.type,
        data: file.data,
      })
      return {
        reference: file.reference,
        field: file.field,
        name: '',
        type: '',
        size: file.size,
        data,
        iv,
      }
    }),
  )
}

/** The entry with its fields in clear; undefined when they cannot be opened (key gone). */
export async function openEntry(entry: OutboxEntry): Promise<OutboxEntry | undefined> {
  const sealed = entry.fields[SEALED_FIELDS]
  if (sealed === undefined) return entry
  if (!isSealed(sealed)) return undefined
  const opened = await open(entryKey(entry.reference), sealed)
  const fields = opened?.value
  if (typeof fields !== 'object' || fields === null) return undefined
  return { ...entry, fields: fields as Record<string, unknown> }
}

/** The files in clear, in order; undefined when one cannot be opened (key gone). */
export async function openFiles(files: readonly OutboxFile[]): Promise<OutboxFile[] | undefined> {
  const opened = await Promise.all(
    files.map(async (file): Promise<OutboxFile | undefined> => {
      if (!file.iv) return file
      const content = (await open(entryKey(file.reference), { iv: file.iv, data: file.data }))
        ?.value as { name?: unknown; type?: unknown; data?: unknown } | undefined
      if (
        typeof content?.name !== 'string' ||
        typeof content.type !== 'string' ||
        Object.prototype.toString.call(content.data) !== '[object ArrayBuffer]'
      ) {
        return undefined
      }
      const { iv: _iv, ...row } = file
      return { ...row, name: content.name, type: content.type, data: content.data as ArrayBuffer }
    }),
  )
  return opened.every((file) => file !== undefined) ? opened : undefined
}

/** Deletes the keys of these entries: whatever of them is left is unreadable from now on. */
export function dropEntryKeys(references: readonly string[]): Promise<void> {
  if (!canSeal()) return Promise.resolve()
  return dropKeys(references.map(entryKey)).catch(() => undefined)
}
