/**
 * The photos and the supporting document of the form: picked, prepared (files.ts) and held as
 * bytes until the user submits, with one message per field for what could not be taken. The
 * preparing and the words for problems load with the first pick, not with the page.
 */
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useCallback, useState } from 'react'
import type { FileField } from './file-problems'
import type { Picked } from './files'

export type { FileField }
export type FileErrors = Partial<Record<FileField, string>>

const load = () => Promise.all([import('./files'), import('./file-problems')])

export function useProductFiles() {
  const { i18n } = useLingui()
  const [photos, setPhotos] = useState<Picked[]>([])
  const [document, setDocument] = useState<Picked>()
  const [errors, setErrors] = useState<FileErrors>({})
  const [busy, setBusy] = useState(false)

  /** Puts back the files of an entry being corrected. */
  const restore = useCallback((next: { photos: Picked[]; document?: Picked }) => {
    setPhotos(next.photos)
    setDocument(next.document)
  }, [])

  // Offline before the page had its file code on the device: said by the field, nothing taken.
  const unavailable = useCallback(
    () =>
      i18n._(
        msg`The file could not be added: this page did not finish loading before the connection was lost. Connect to the internet once and try again.`,
      ),
    [i18n],
  )

  async function addPhotos(files: File[]) {
    setBusy(true)
    try {
      const loaded = await load().catch(() => undefined)
      if (!loaded) return setErrors((current) => ({ ...current, photos: unavailable() }))
      const [{ preparePhoto }, { MAX_PHOTOS, problemText }] = loaded
      const taken: Picked[] = []
      let problem: string | undefined
      for (const file of files) {
        if (photos.length + taken.length >= MAX_PHOTOS) {
          problem ??= problemText(i18n, 'tooMany', 'photos', file.name)
          break
        }
        const result = await preparePhoto(file)
        if (result.ok) taken.push(result.file)
        else problem ??= problemText(i18n, result.problem, 'photos', file.name)
      }
      setPhotos((current) => [...current, ...taken].slice(0, MAX_PHOTOS))
      setErrors((current) => ({ ...current, photos: problem }))
    } finally {
      setBusy(false)
    }
  }

  async function pickDocument(files: File[]) {
    const file = files[0]
    if (!file) return
    setBusy(true)
    try {
      const loaded = await load().catch(() => undefined)
      if (!loaded) return setErrors((current) => ({ ...current, document: unavailable() }))
      const [{ prepareDocument }, { problemText }] = loaded
      const result = await prepareDocument(file)
      if (result.ok) setDocument(result.file)
      setErrors((current) => ({
        ...current,
        document: result.ok ? undefined : problemText(i18n, result.problem, 'document', file.name),
      }))
    } finally {
      setBusy(false)
    }
  }

  return {
    photos,
    document,
    errors,
    busy,
    addPhotos,
    pickDocument,
    removePhoto: (index: number) => setPhotos((current) => current.filter((_, i) => i !== index)),
    removeDocument: () => setDocument(undefined),
    restore,
    setErrors,
  }
}
