/**
 * Reopens an outbox entry the gateway refused (`?correct=<reference>`): its answers, its files
 * and the gateway's messages by the fields they concern. Returns the reference once loaded;
 * undefined for a new registration, or when that entry cannot be corrected (delivered,
 * removed, or not on this device): the page is then a blank form. The outbox loads only when
 * there is an entry to correct.
 */
import { useEffect, useState } from 'react'
import type { LightForm } from '../../components/form/use-light-form'
import type { Picked } from './files'
import type { FileErrors } from './use-product-files'

type Form = Pick<LightForm<unknown>, 'reset' | 'setError'>

interface Files {
  restore: (next: { photos: Picked[]; document?: Picked }) => void
  setErrors: (errors: FileErrors) => void
}

export function useCorrection(correct: string | undefined, form: Form, files: Files) {
  const [correcting, setCorrecting] = useState<string>()
  const { reset, setError } = form
  const { restore, setErrors } = files

  useEffect(() => {
    if (!correct) return
    let live = true
    void (async () => {
      const { entryFiles, getEntry } = await import('../../offline/outbox-on-submit')
      const entry = await getEntry(correct)
      if (!entry || entry.state !== 'needs-attention') return
      const stored = await entryFiles(correct)
      if (!live) return
      reset(entry.fields)
      const picked = (field: string) =>
        stored
          .filter((file) => file.field === field)
          .map(({ name, type, data }) => ({ name, type, data }))
      restore({ photos: picked('photos'), document: picked('document')[0] })
      const fileErrors: FileErrors = {}
      for (const { path, message } of entry.lastError?.errors ?? []) {
        if (path === 'photos' || path === 'document') fileErrors[path] = message
        else if (path in entry.fields) setError(path, { message })
      }
      setErrors(fileErrors)
      setCorrecting(correct)
    })()
    return () => {
      live = false
    }
  }, [correct, reset, setError, restore, setErrors])

  return correcting
}
