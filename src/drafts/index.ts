// The draft layer: a form's answers and files kept on this device until it is submitted, and
// the forms holding unsaved input. No Dexie here (store.ts says why).
export { clearDraft, loadDraft, saveDraft, DRAFT_MAX_AGE_MS } from './store'
export type { Draft, DraftFile, DraftInput } from './store'
export { createDraftSaver, SAVE_DELAY_MS, type DraftSaver } from './autosave'
export { flushUnsaved, markUnsaved, unsavedForms, type UnsavedForm } from './unsaved'
