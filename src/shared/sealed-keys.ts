/**
 * The keys' own database (sealed.ts), and deleting keys: the part of sealing that Quick exit
 * needs at once, so small enough for a form page to load up front, while sealing and opening
 * (sealed.ts) load when a draft is first saved or read.
 */
import { clear, createStore, delMany, type UseStore } from 'idb-keyval'

export const KEYS_DB = 'scamlock-keys'

let store: UseStore | undefined
export const keyStore = () => (store ??= createStore(KEYS_DB, 'keys'))

/** Whether this browser, at this address, can seal (a secure context with WebCrypto). */
export const canSeal = (): boolean =>
  typeof crypto !== 'undefined' && crypto.subtle !== undefined && typeof indexedDB !== 'undefined'

/** Deletes the keys: what they sealed is unreadable from now on. */
export function dropKeys(ids: readonly string[]): Promise<void> {
  return delMany([...ids], keyStore())
}

/** Deletes every key of the device ("Clear this device"). */
export function dropAllKeys(): Promise<void> {
  return clear(keyStore())
}
