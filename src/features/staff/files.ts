/**
 * A case's file from `staff/files/read`: its bytes, not an envelope, so not through the API
 * client's `call`, yet with the same key, timeout, loading overlay and failure dialog (a
 * refusal comes back as the usual failure envelope). The gateway answers it as a sandboxed
 * attachment and writes the read to the audit log; here it becomes a Blob that the case page
 * shows as an image or saves.
 */
import { apiUrl, gatewayKey } from '../../gateway/config'
import { GatewayError, onFailure } from '../../gateway/errors'
import { NETWORK_ERROR, TIMED_OUT } from '../../gateway/fallbacks'
import { decrementProcessing, incrementProcessing } from '../../gateway/status'
import { API_KEY_HEADER, MULTIPART_TIMEOUT_MS } from '../../shared/transport'
import { guarded } from './session'

const PATH = 'staff/files/read'

async function fetchFile(documentId: number): Promise<Blob> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), MULTIPART_TIMEOUT_MS)
  incrementProcessing()
  try {
    const response = await fetch(apiUrl(PATH), {
      method: 'POST',
      headers: { [API_KEY_HEADER]: gatewayKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ documentId }),
      signal: controller.signal,
    }).catch((cause: unknown) => {
      const timedOut = controller.signal.aborted
      throw new GatewayError({
        kind: timedOut ? 'timeout' : 'network',
        path: PATH,
        userMessage: timedOut ? TIMED_OUT : NETWORK_ERROR,
        cause,
      })
    })
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined)
      throw new GatewayError({ kind: 'response', path: PATH, status: response.status, body })
    }
    return await response.blob()
  } catch (error) {
    onFailure(error)
    throw error
  } finally {
    clearTimeout(timer)
    decrementProcessing()
  }
}

export const readFile = (documentId: number) => guarded(() => fetchFile(documentId))

/** Saves a Blob under its name, as a link with `download` would. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
