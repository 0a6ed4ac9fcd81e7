/** The test setup itself: a Blob stored in (fake) IndexedDB comes back as a Blob. */
import { describe, expect, it } from 'vitest'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

describe('test setup', () => {
  it('round-trips a Blob through IndexedDB', async () => {
    const open = indexedDB.open('roundtrip', 1)
    open.onupgradeneeded = () => open.result.createObjectStore('files')
    const db = await request(open)
    const blob = new Blob(['hello, attachment'], { type: 'text/plain' })
    await request(db.transaction('files', 'readwrite').objectStore('files').put(blob, 'a'))
    const back = await request<Blob>(db.transaction('files').objectStore('files').get('a'))
    expect(back).toBeInstanceOf(Blob)
    expect(back.type).toBe('text/plain')
    expect(await back.text()).toBe('hello, attachment')
  })
})
