/**
 * Why the camera did not start, in the few cases a person can act on. html5-qrcode hands
 * errors back as strings ("Error getting userMedia, error = NotAllowedError: Permission
 * denied"), our own calls as DOMExceptions; both carry the getUserMedia error name, which is
 * what we read (names from the Media Capture spec, plus Chrome's old aliases).
 */
export type CameraProblem =
  /** The user or the browser said no (also a Permissions-Policy block). */
  | 'denied'
  /** No camera, or not the one asked for. */
  | 'no-camera'
  /** Another app holds the camera, or the hardware failed to start. */
  | 'in-use'
  /** Not https (nor localhost): browsers offer no camera there. */
  | 'insecure'
  /** The browser has no camera API at all. */
  | 'unsupported'
  | 'failed'

const BY_NAME: Array<[RegExp, CameraProblem]> = [
  [/\b(NotAllowedError|PermissionDeniedError|SecurityError)\b/, 'denied'],
  [/\b(NotFoundError|DevicesNotFoundError|OverconstrainedError)\b/, 'no-camera'],
  [/\b(NotReadableError|TrackStartError|AbortError)\b/, 'in-use'],
  [/not supported|mediaDevices/i, 'unsupported'],
]

export function cameraProblem(error: unknown): CameraProblem {
  const text =
    error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)
      ? `${error.name}: ${error.message}`
      : String(error)
  for (const [pattern, problem] of BY_NAME) if (pattern.test(text)) return problem
  return 'failed'
}

/** What can be said before asking for the camera at all. */
export function cameraSupport(): CameraProblem | undefined {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure'
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    return 'unsupported'
  return undefined
}
