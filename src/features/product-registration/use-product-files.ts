/**
 * The photos and the supporting document of the form: picked, prepared (files.ts) and held as
 * bytes until the user submits, with one message per field for what could not be taken.
 */
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useCallback, useState } from 'react'
import { validationMessage } from '../../i18n/validation'
import { messageText } from '../../shared/messages'
import { LIMITS } from '../../shared/rules'
import { PRODUCT_FILES } from '../../shared/schemas/product-registration'
import { prepareDocument, preparePhoto, type Picked, type Problem } from './files'

export type FileField = 'photos' | 'document'
export type FileErrors = Partial<Record<FileField, string>>

const MAX_PHOTOS = PRODUCT_FILES.photos.max

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

  const problemText = useCallback(
    (problem: Problem | 'tooMany', field: FileField, name: string) => {
      const text =
        problem === 'tooMany'
          ? validationMessage(i18n, messageText('photos.tooMany', { max: MAX_PHOTOS }))
          : problem === 'tooSmall'
            ? validationMessage(i18n, messageText('image.tooSmall', { min: LIMITS.image.min }))
            : problem === 'tooLarge'
              ? validationMessage(i18n, messageText('file.tooLarge', { max: 10 }))
              : problem === 'unreadable'
                ? i18n._(msg`The picture could not be opened. Choose a JPG, PNG or WebP picture.`)
                : field === 'photos'
                  ? i18n._(msg`The selected file must be a JPG, PNG or WebP picture`)
                  : validationMessage(i18n, messageText('file.type'))
      return i18n._(msg`${name}: ${text}`)
    },
    [i18n],
  )

  async function addPhotos(files: File[]) {
    setBusy(true)
    try {
      const taken: Picked[] = []
      let problem: string | undefined
      for (const file of files) {
        if (photos.length + taken.length >= MAX_PHOTOS) {
          problem ??= problemText('tooMany', 'photos', file.name)
          break
        }
        const result = await preparePhoto(file)
        if (result.ok) taken.push(result.file)
        else problem ??= problemText(result.problem, 'photos', file.name)
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
      const result = await prepareDocument(file)
      if (result.ok) setDocument(result.file)
      setErrors((current) => ({
        ...current,
        document: result.ok ? undefined : problemText(result.problem, 'document', file.name),
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
