/**
 * What Quick exit removes (private-data.ts): the PGSI answers, every draft of a portal form
 * (and only those), a portal submission's PDF answers; what it veils: the portal's entries in
 * the outbox, until the outbox is opened elsewhere.
 */
import { createStore, get } from 'idb-keyval'
import { afterEach, describe, expect, it } from 'vitest'
import { KEYS_DB } from '../shared/sealed'
import { loadDraft, saveDraft } from './store'
import { loadSnapshot, saveSnapshot } from '../journey/snapshot'
import type { Journey } from '../journey/types'
import { isVeiled, liftVeil, veiledBefore } from '../config/outbox-veil'
import {
  forgetPrivateData,
  PGSI_KEPT_KEY,
  PGSI_SESSION_KEY,
  PORTAL_DRAFT_KEYS,
} from './private-data'

const raw = createStore('scamlock-drafts', 'drafts')
const keys = createStore(KEYS_DB, 'keys')

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const snapshot = (reference: string) => ({
  reference,
  title: 'Apply to exclude yourself',
  submittedAt: Date.now(),
  locale: 'en',
  sections: [],
  files: [],
})

describe('Quick exit', () => {
  it('removes the drafts of the portal’s forms, and keeps the other areas’', async () => {
    await saveDraft('exclusion-third-party', { answers: { player: { fullName: 'Neo' } } })
    await saveDraft('talk', { answers: { fullName: 'Kabo' } })
    await saveDraft('insurance-join', { answers: { user: { firstname: 'Mpho' } } })
    await forgetPrivateData()
    expect(await get('exclusion-third-party', raw)).toBeUndefined()
    expect(await loadDraft('exclusion-third-party')).toBeUndefined()
    expect(await loadDraft('talk')).toBeUndefined()
    expect(await loadDraft('insurance-join')).toMatchObject({ answers: { user: {} } })
  })

  it('gives back no portal draft saved before it, even one whose deletion did not happen', async () => {
    await saveDraft('complaint', { answers: { fullName: 'Kabo' } })
    const kept = await get('complaint', raw)
    void forgetPrivateData()
    // The page left before the deletion was done, and the record is still there: it is
    // forgotten all the same.
    const { set } = await import('idb-keyval')
    await set('complaint', kept, raw)
    expect(await loadDraft('complaint')).toBeUndefined()
  })

  it('deletes the portal drafts’ keys first: a record left behind is unreadable for good', async () => {
    await saveDraft('counselling', { answers: { fullName: 'Kabo' } })
    await saveDraft('insurance-join', { answers: { user: { firstname: 'Mpho' } } })
    const kept = await get('counselling', raw)
    const exit = forgetPrivateData()
    // The keys are gone before the records are.
    expect(await get('draft:counselling', keys)).toBeUndefined()
    await exit
    expect(await get('draft:insurance-join', keys)).toBeDefined()
    // Even with its record put back and the mark of the exit gone, it cannot be read.
    localStorage.clear()
    const { set } = await import('idb-keyval')
    await set('counselling', kept, raw)
    expect(await loadDraft('counselling')).toBeUndefined()
  })

  it('stops the leaving page from saving a portal draft again (the save on pagehide)', async () => {
    await forgetPrivateData()
    await saveDraft('report', { answers: { description: 'typed as the exit was pressed' } })
    expect(await get('report', raw)).toBeUndefined()
  })

  it('removes the PGSI answers and a portal submission’s PDF answers', async () => {
    sessionStorage.setItem(PGSI_SESSION_KEY, '{}')
    localStorage.setItem(PGSI_KEPT_KEY, '{}')
    saveSnapshot(snapshot('EX-7K3M9Q2P'))
    saveSnapshot(snapshot('MB-7K3M9Q2P'))
    expect(loadSnapshot('EX-7K3M9Q2P')).toBeDefined()
    await forgetPrivateData()
    expect(sessionStorage.getItem(PGSI_SESSION_KEY)).toBeNull()
    expect(localStorage.getItem(PGSI_KEPT_KEY)).toBeNull()
    expect(loadSnapshot('EX-7K3M9Q2P')).toBeUndefined()
    expect(loadSnapshot('MB-7K3M9Q2P')).toBeDefined()
  })

  it('veils the portal’s entries made before it until the outbox is opened', async () => {
    const before = Date.now() - 1000
    expect(isVeiled('EX-7K3M9Q2P', before)).toBe(false)
    await forgetPrivateData()
    expect(veiledBefore()).toBeGreaterThan(before)
    expect(isVeiled('EX-7K3M9Q2P', before)).toBe(true)
    expect(isVeiled('TK-7K3M9Q2P')).toBe(true)
    // Another area's, and one the portal makes afterwards, show.
    expect(isVeiled('PR-7K3M9Q2P', before)).toBe(false)
    expect(isVeiled('EX-7K3M9Q2P', Date.now() + 1000)).toBe(false)
    liftVeil()
    expect(isVeiled('EX-7K3M9Q2P', before)).toBe(false)
  })
})

describe('the portal’s drafts', () => {
  // Every journey of the app, from every file that declares journeys.
  const modules = import.meta.glob(
    ['../features/**/journey.ts', '../features/**/journeys.ts', '../features/**/journeys/*.ts'],
    { eager: true },
  )
  const journeys = Object.values(modules)
    .flatMap((module) => Object.values(module as Record<string, unknown>))
    .filter((value): value is Journey => {
      const journey = value as Journey | null
      return typeof journey?.id === 'string' && Array.isArray(journey.steps)
    })

  it('are every journey under /self-help, and no other', () => {
    const portal = journeys.filter((journey) => journey.path.startsWith('/self-help/'))
    expect(portal.length).toBeGreaterThanOrEqual(8)
    const ids = [...new Set(portal.map((journey) => journey.id))]
    expect(ids.sort()).toEqual([...PORTAL_DRAFT_KEYS].sort())
    expect(journeys.some((journey) => journey.id === 'insurance-join')).toBe(true)
  })
})
