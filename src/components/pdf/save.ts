/**
 * Hands a made file to the browser as a download: an object URL on an `<a download>`, the
 * one way that works offline in every browser the app supports (no server round trip, no
 * data: URL size limits). The link is in the document while clicked because Firefox ignored
 * clicks on detached links; the URL is revoked late because Safari and Firefox may read it
 * after click() returns (FileSaver.js waits 40 s for the same reason).
 */
const REVOKE_AFTER_MS = 40_000

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
