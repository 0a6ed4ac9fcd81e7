/**
 * What the scanner says about itself. Progress goes to a polite status region; a problem is an
 * alert, with what the person can do next in the same sentence (GOV.UK: say what happened and
 * how to fix it, in plain words).
 */
import { Trans } from '@lingui/react/macro'
import type { CameraProblem } from './camera-errors'
import type { ScannerPhase } from './use-scanner'

export function ScannerMessage({ phase }: { phase: ScannerPhase }) {
  if (phase.name === 'problem' || phase.name === 'unreadable') {
    return (
      <p className="scanner__problem" role="alert">
        {phase.name === 'problem' ? (
          <ProblemText problem={phase.problem} />
        ) : (
          <Trans>
            No QR code could be read in that photo. Try a sharper photo with the whole code in view,
            or type the code instead.
          </Trans>
        )}
      </p>
    )
  }
  return (
    <p className="scanner__status" role="status">
      {phase.name === 'starting' && <Trans>Starting the camera…</Trans>}
      {phase.name === 'scanning' && (
        <Trans>Hold the QR code inside the square. It is read as soon as it is in focus.</Trans>
      )}
      {phase.name === 'reading-photo' && <Trans>Reading the photo…</Trans>}
      {phase.name === 'found' && <Trans>Code read. Checking the promotion…</Trans>}
    </p>
  )
}

function ProblemText({ problem }: { problem: CameraProblem }) {
  switch (problem) {
    case 'denied':
      return (
        <Trans>
          Camera access was refused. To scan, allow the camera for this site in your browser
          settings and press Try again, or scan from a photo, or type the code instead.
        </Trans>
      )
    case 'no-camera':
      return (
        <Trans>
          No camera was found on this device. Scan from a photo or type the code instead.
        </Trans>
      )
    case 'in-use':
      return (
        <Trans>
          The camera could not start. Another app may be using it: close that app and press Try
          again, or scan from a photo, or type the code instead.
        </Trans>
      )
    case 'insecure':
      return (
        <Trans>
          The camera only works on a secure (https) connection. Scan from a photo or type the code
          instead.
        </Trans>
      )
    case 'unsupported':
      return (
        <Trans>This browser cannot use a camera. Scan from a photo or type the code instead.</Trans>
      )
    default:
      return (
        <Trans>
          The camera could not start. Press Try again, or scan from a photo, or type the code
          instead.
        </Trans>
      )
  }
}
