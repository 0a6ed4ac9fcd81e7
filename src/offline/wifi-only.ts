/**
 * "Send photos and files only on Wi-Fi" (docs/decisions.md): where the browser tells the kind
 * of connection (the Network Information API's `navigator.connection.type`, Chromium on
 * Android and ChromeOS), a person may keep the entries with files waiting until the device is
 * on Wi-Fi or a cable; entries without files still go. Where the browser cannot tell, the
 * setting is not offered and everything goes on any connection: the app never guesses.
 *
 * The setting lives in localStorage for the page (read at once, no database round trip), and
 * a copy in the outbox database's `meta` table for the service worker, which has no
 * localStorage. Both the page's sender and the worker ask `filesMayGo` before each drain;
 * drain.ts then skips the entries with files. A change of connection (`connection.onchange`)
 * kicks the page's sender (sender.ts).
 *
 * Free of DOM-only globals except behind checks: the service worker imports it.
 */
import type { OutboxDb } from './db'

export const WIFI_ONLY_KEY = 'scamlock.outbox.wifiOnly'
/** The key of the copy in the outbox database's `meta` table. */
export const WIFI_ONLY_META = 'wifiOnly'

interface NetworkInformation extends EventTarget {
  type?: string
}

/** The browser's connection information, when it gives the connection's kind. */
export function connectionInfo(): NetworkInformation | undefined {
  const connection = (globalThis.navigator as { connection?: NetworkInformation } | undefined)
    ?.connection
  return typeof connection?.type === 'string' ? connection : undefined
}

/** Whether this browser can tell Wi-Fi from mobile data. */
export const canTellConnection = () => connectionInfo() !== undefined

/** On Wi-Fi or a cable (or the browser cannot tell, which never holds anything back). */
export function onUnmeteredConnection(): boolean {
  const type = connectionInfo()?.type
  return type === undefined || type === 'wifi' || type === 'ethernet'
}

interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
// A page's localStorage; the service worker has none (and its types know of none).
const pageStorage = () => (globalThis as { localStorage?: KeyValueStore }).localStorage

/** The setting as this page has it. */
export function readWifiOnly(): boolean {
  try {
    return pageStorage()?.getItem(WIFI_ONLY_KEY) === '1'
  } catch {
    return false
  }
}

/** Stores the setting for the page and for the service worker. */
export async function writeWifiOnly(db: OutboxDb, on: boolean): Promise<void> {
  try {
    if (on) pageStorage()?.setItem(WIFI_ONLY_KEY, '1')
    else pageStorage()?.removeItem(WIFI_ONLY_KEY)
  } catch {
    // Storage disabled: the database's copy still holds it for this session's senders.
  }
  await db.meta.put({ key: WIFI_ONLY_META, value: on })
}

/** The setting as the service worker has it (the database's copy). */
export async function storedWifiOnly(db: OutboxDb): Promise<boolean> {
  return (await db.meta.get(WIFI_ONLY_META))?.value === true
}

/** Whether entries with files may be sent now, given the setting. */
export const filesMayGo = (wifiOnly: boolean) => !wifiOnly || onUnmeteredConnection()
