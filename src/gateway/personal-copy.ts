/**
 * Copies of a signed-in person's own answers kept on the device, so their page reads offline
 * (the member's cover: docs/decisions.md, "The offline copy of My membership"). On a phone
 * several people may share, each copy is removed when a session ends or begins (sign-out, a
 * 401, another sign-in): whoever uses the phone next never reads it. localStorage, one small
 * JSON document per copy, under one prefix so that removing them all needs no list of pages.
 */
const PREFIX = 'personal:'

/** Keeps `value` under `name`; a full or refused storage keeps nothing (the page still works). */
export function keepPersonalCopy(name: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(value))
  } catch {
    // Private browsing or a full disk: the page simply has no copy offline.
  }
}

/** The copy kept under `name`, parsed, or undefined. Outside input: the caller checks it. */
export function readPersonalCopy(name: string): unknown {
  try {
    const text = localStorage.getItem(PREFIX + name)
    return text === null ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

/** Removes every personal copy on this device. */
export function forgetPersonalCopies(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFIX)) localStorage.removeItem(key)
    }
  } catch {
    // No storage: nothing was kept.
  }
}
