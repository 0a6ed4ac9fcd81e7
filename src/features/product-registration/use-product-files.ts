/**
 * The photos and the supporting document of the form: picked, prepared (files.ts) and held as
 * bytes until the user submits, with one message per field for what could not be taken.
 */
import { useLingui } from '@lingui/react'
import { useCallback, useState } from 'react'
import type { Picked } from './files'
import type { FileField } from './pick-files'

export type { FileField } from './pick-files'
export type FileErrors = Partial<Record<FileField, string>>

// The picture code and the messages load when a file is first picked (pick-files.ts).
const pickFiles = () => import('./pick-files')

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

  async function addPhotos(files: File[]) {
    setBusy(true)
    try {
      const { MAX_PHOTOS, takePhotos } = await pickFiles()
      const { taken, problem } = await takePhotos(i18n, files, photos.length)
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
      const { takeDocument } = await pickFiles()
      const result = await takeDocument(i18n, file)
      if (result.file) setDocument(result.file)
      setErrors((current) => ({ ...current, document: result.problem }))
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
