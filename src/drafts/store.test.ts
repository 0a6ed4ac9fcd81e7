import { get, set, createStore } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDraftSaver } from './autosave'
import { dropKeys } from '../shared/sealed'
import { clearDraft, DRAFT_MAX_AGE_MS, forgetDrafts, loadDraft, saveDraft } from './store'
import { flushUnsaved, markUnsaved, unsavedForms } from './unsaved'

const raw = createStore('scamlock-drafts', 'drafts')

afterEach(async () => {
  vi.useRealTimers()
  await clearDraft('form')
})

describe('the draft store', () => {
  it('gives back the answers, the step and the files, bytes and all', async () => {
    const data = new Uint8Array([1, 2, 3]).buffer
    const file = {
      id: 'p1',
      field: 'photos',
      name: 'a.png',
      type: 'image/png',
      data,
      width: 640,
      height: 512,
    }
    await saveDraft('form', { answers: { name: 'Neo' }, step: 'product', files: [file] })
    const draft = await loadDraft('form')
    expect(draft).toMatchObject({ answers: { name: 'Neo' }, step: 'product' })
    expect(new Uint8Array(draft!.files![0]!.data)).toEqual(new Uint8Array([1, 2, 3]))
    await clearDraft('form')
    expect(await loadDraft('form')).toBeUndefined()
  })

  it('ignores and removes a record it did not write, or one too old to keep', async () => {
    await set('form', { version: 1, savedAt: 'yesterday', answers: {} }, raw)
    expect(await loadDraft('form')).toBeUndefined()
    await saveDraft('form', { answers: {} })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + DRAFT_MAX_AGE_MS + 1000)
    expect(await loadDraft('form')).toBeUndefined()
    vi.useRealTimers()
    await saveDraft('form', { answers: { x: 1 } })
    expect(await loadDraft('form')).toMatchObject({ answers: { x: 1 } })
  })
})

/** Whether `text` or the run of bytes `run` is anywhere in the stored value, in clear. */
function holds(value: unknown, text: string, run: Uint8Array): boolean {
  const inBytes = (buffer: ArrayBuffer) => {
    const bytes = new Uint8Array(buffer)
    const textual = new TextDecoder('latin1').decode(bytes)
    return textual.includes(text) || textual.includes(new TextDecoder('latin1').decode(run))
  }
  if (typeof value === 'string') return value.includes(text)
  if (value instanceof ArrayBuffer) return inBytes(value)
  if (ArrayBuffer.isView(value)) return inBytes(value.buffer as ArrayBuffer)
  if (value && typeof value === 'object')
    return Object.values(value).some((item) => holds(item, text, run))
  return false
}

describe('a draft kept sealed', () => {
  const run = new Uint8Array([0x51, 0x7a, 0x03, 0x99, 0xfe, 0x10, 0x42, 0x42])
  const file = { id: 'p1', field: 'photos', name: 'Thabo.png', type: 'image/png' }

  it('stores no answer, name or file byte in clear, and reads them back', async () => {
    await saveDraft('form', {
      answers: { name: 'Thabo Sealed' },
      files: [{ ...file, data: run.slice().buffer }],
    })
    const stored = await get('form', raw)
    expect(holds(stored, 'Thabo', run)).toBe(false)
    // The check itself finds what is in clear.
    expect(holds({ a: 'Thabo Sealed', b: run.slice().buffer }, 'Thabo', run)).toBe(true)
    const draft = await loadDraft('form')
    expect(draft?.answers).toEqual({ name: 'Thabo Sealed' })
    expect(new Uint8Array(draft!.files![0]!.data)).toEqual(run)
  })

  it('is unreadable once its key is deleted, even with the record still there', async () => {
    await saveDraft('form', { answers: { name: 'Thabo' } })
    await dropKeys(['draft:form'])
    expect(await get('form', raw)).toBeDefined()
    expect(await loadDraft('form')).toBeUndefined()
    expect(await get('form', raw)).toBeUndefined()
  })

  it('forgetting a draft deletes its key first', async () => {
    await saveDraft('form', { answers: { name: 'Thabo' } })
    const kept = await get('form', raw)
    await forgetDrafts(['form'])
    localStorage.clear() // not the forgotten mark that stops it now: the key
    await set('form', kept, raw)
    expect(await loadDraft('form')).toBeUndefined()
  })

  it('still reads a draft an older version kept in clear', async () => {
    await set('form', { version: 1, savedAt: Date.now(), answers: { name: 'Old' } }, raw)
    expect(await loadDraft('form')).toMatchObject({ answers: { name: 'Old' } })
  })
})

describe('saving as the person types', () => {
  it('saves once after a pause, at once when the page is hidden, and never after clear', async () => {
    const saver = createDraftSaver('form', 10_000)
    saver.schedule({ answers: { n: 1 } })
    saver.schedule({ answers: { n: 2 } })
    expect(await loadDraft('form')).toBeUndefined()
    window.dispatchEvent(new Event('pagehide'))
    await saver.flush()
    expect(await loadDraft('form')).toMatchObject({ answers: { n: 2 } })
    saver.schedule({ answers: { n: 3 } })
    await saver.clear()
    saver.schedule({ answers: { n: 4 } })
    await saver.flush()
    expect(await loadDraft('form')).toBeUndefined()
  })
})

describe('forms holding unsaved input', () => {
  it('lists the marked forms and saves their drafts on request', async () => {
    const flush = vi.fn(async () => undefined)
    const unmark = markUnsaved({ id: 'a', keptAsDraft: true, flush })
    expect(unsavedForms().map((form) => form.id)).toEqual(['a'])
    await flushUnsaved()
    expect(flush).toHaveBeenCalledOnce()
    unmark()
    expect(unsavedForms()).toEqual([])
  })
})
