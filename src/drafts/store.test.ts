import { set, createStore } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDraftSaver } from './autosave'
import { clearDraft, DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './store'
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
