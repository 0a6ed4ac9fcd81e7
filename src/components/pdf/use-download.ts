/**
 * A button that makes a file on the device and hands it over as a download (the application's
 * PDF, the exclusion letter): its state for the page to word (working, saved, failed), and a
 * press that is ignored while a file is being made, so a double tap makes one file.
 */
import { useRef, useState } from 'react'
import { saveBlob } from './save'

export type DownloadState = 'idle' | 'working' | 'saved' | 'failed'

export function useDownload() {
  const [state, setState] = useState<DownloadState>('idle')
  const busy = useRef(false)
  const download = async (make: () => Promise<Blob>, fileName: string) => {
    if (busy.current) return
    busy.current = true
    setState('working')
    try {
      saveBlob(await make(), fileName)
      setState('saved')
    } catch {
      setState('failed')
    } finally {
      busy.current = false
    }
  }
  return { state, download }
}
