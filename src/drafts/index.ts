/**
 * Drafts of forms on this device (IndexedDB, without Dexie, which loads only when a form is
 * submitted). A stored draft is outside input: it is checked when read back.
 */
export interface DraftFile {
  id: string
  field: string
  name: string
  type: string
  data: ArrayBuffer
  width?: number
  height?: number
}

export interface Draft {
  answers: unknown
  files?: DraftFile[]
  step?: string
}

const DB = 'scamlock-drafts'
const STORE = 'drafts'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

const isFile = (value: unknown): value is DraftFile => {
  const file = value as DraftFile
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.id === 'string' &&
    typeof file.field === 'string' &&
    typeof file.name === 'string' &&
    typeof file.type === 'string' &&
    file.data instanceof ArrayBuffer
  )
}

export async function saveDraft(key: string, draft: Draft): Promise<void> {
  await run('readwrite', (store) => store.put(draft, key))
}

export async function loadDraft(key: string): Promise<Draft | undefined> {
  const stored: unknown = await run('readonly', (store) => store.get(key))
  if (typeof stored !== 'object' || stored === null) return undefined
  const { answers, files, step } = stored as Record<string, unknown>
  return {
    answers: typeof answers === 'object' && answers !== null ? answers : {},
    files: Array.isArray(files) ? files.filter(isFile) : [],
    step: typeof step === 'string' ? step : undefined,
  }
}

export async function clearDraft(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key))
}
