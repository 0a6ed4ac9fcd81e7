/**
 * Sealed storage: what a person typed or attached is kept on the device encrypted
 * (AES-GCM, WebCrypto), never in clear (docs/decisions.md, "Drafts and the outbox are sealed").
 *
 * - One key per thing kept (`draft:<form>`, `outbox:<reference>`), made here, never
 *   extractable (WebCrypto refuses to export it, so no script can copy it off the device), and
 *   stored in a database of its own (`scamlock-keys`) apart from the data: a CryptoKey is
 *   structured-cloneable, so the page and the service worker both read it from there.
 * - Deleting a key (`dropKeys`) makes what it sealed unreadable at once, whatever becomes of
 *   the deletion of the data itself; Quick exit and "Clear this device" rely on it.
 * - A random 12-byte IV per seal, never reused with a key (AES-GCM's one rule).
 *
 * A value is packed before it is sealed: JSON, with every ArrayBuffer in it (a file's bytes)
 * moved after the JSON text, so a draft or an entry with its files is one sealed buffer.
 *
 * Where WebCrypto is missing (an http:// address other than localhost, a very old browser),
 * `canSeal()` is false and the callers keep the value in clear, as before: a person's
 * application is not refused for the address it was opened at (docs/decisions.md).
 *
 * idb-keyval rather than Dexie (src/drafts/store.ts). A form page loads this module only when it
 * saves or reads a draft; deleting keys is in sealed-keys.ts, which it loads at once.
 * Never call `seal`/`open` inside an open IndexedDB transaction: the transaction would commit
 * while WebCrypto works. Seal first, then write.
 */
import { get, update } from 'idb-keyval'
import { keyStore } from './sealed-keys'

export { canSeal, dropAllKeys, dropKeys, KEYS_DB } from './sealed-keys'

/** What is stored in place of the value. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>
  data: ArrayBuffer
}

export const isSealed = (value: unknown): value is Sealed => {
  const sealed = value as Sealed | undefined
  return (
    typeof sealed === 'object' &&
    sealed !== null &&
    Object.prototype.toString.call(sealed.iv) === '[object Uint8Array]' &&
    isBuffer(sealed.data)
  )
}

const isBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]'

async function keyOf(id: string, create: boolean): Promise<CryptoKey | undefined> {
  const kept = await get<CryptoKey>(id, keyStore())
  if (kept || !create) return kept
  const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  // Two tabs may make one at the same moment: the first one stored is the key of both.
  await update<CryptoKey>(id, (old) => old ?? made, keyStore())
  return get<CryptoKey>(id, keyStore())
}

const BYTES = '\u0000bytes'

function pack(value: unknown): Uint8Array<ArrayBuffer> {
  const buffers: ArrayBuffer[] = []
  const json = JSON.stringify(value, (_name, item: unknown) =>
    isBuffer(item) ? { [BYTES]: buffers.push(item) - 1 } : item,
  )
  const head = new TextEncoder().encode(
    JSON.stringify([json ?? 'null', buffers.map((b) => b.byteLength)]),
  )
  const total = 4 + head.byteLength + buffers.reduce((sum, b) => sum + b.byteLength, 0)
  const out = new Uint8Array(total)
  new DataView(out.buffer).setUint32(0, head.byteLength)
  out.set(head, 4)
  let at = 4 + head.byteLength
  for (const buffer of buffers) {
    out.set(new Uint8Array(buffer), at)
    at += buffer.byteLength
  }
  return out
}

function unpack(packed: ArrayBuffer): unknown {
  const length = new DataView(packed).getUint32(0)
  const [json, lengths] = JSON.parse(
    new TextDecoder().decode(new Uint8Array(packed, 4, length)),
  ) as [string, number[]]
  let at = 4 + length
  const buffers = lengths.map((size) => packed.slice(at, (at += size)))
  return JSON.parse(json, (_name, item: unknown) => {
    const index = (item as Record<string, unknown> | null)?.[BYTES]
    return typeof index === 'number' ? buffers[index] : item
  }) as unknown
}

/** Seals `value` (JSON data and ArrayBuffers) with the key `id`, made on first use. */
export async function seal(id: string, value: unknown): Promise<Sealed> {
  const key = await keyOf(id, true)
  if (!key) throw new Error('No key')
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, pack(value))
  return { iv, data }
}

/**
 * What `seal` sealed with the key `id`; undefined when that key is gone (deleted on purpose)
 * or the data is not what it sealed (GCM checks every byte).
 */
export async function open(id: string, sealed: Sealed): Promise<{ value: unknown } | undefined> {
  try {
    const key = await keyOf(id, false)
    if (!key) return undefined
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data)
    return { value: unpack(plain) }
  } catch {
    return undefined
  }
}
