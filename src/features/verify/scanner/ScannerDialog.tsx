/**
 * The camera QR scanner: a modal dialog that says why it wants the camera before
 * asking, reads a QR code with the camera or from a photo, and follows only our own promotion
 * links and exclusion proofs (qr.ts). Loaded on demand by ScanQrButton; html5-qrcode itself comes later still,
 * through engine.ts.
 *
 * One primary button changes its label (Start camera, Stop camera, Try again, Scan again)
 * rather than swapping elements, so keyboard focus never falls out of the dialog.
 * The camera stops when the dialog closes (unmount), on a route change (ScanQrButton closes
 * the dialog), when the page is hidden, and as soon as a code is read.
 *
 * `onFound` (ProofScan, at a facility's door): what was read goes to the caller, which stays on
 * its page, instead of opening the page the code leads to; the dialog then speaks of an
 * exclusion letter and offers no promotion form.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Modal } from '../../../components/dialogs/Modal'
import type { FoundContent } from '../qr'
import { CameraControls } from './CameraControls'
import { ScannerMessage } from './ScannerMessage'
import { UnsafeContent } from './UnsafeContent'
import { useScanner } from './use-scanner'

const QR_ROUTE = '/qr-verify/promotion/$code/$promo'
const PROOF_ROUTE = '/verify/exclusion/$token'

export default function ScannerDialog({
  onClose,
  onFound,
}: {
  onClose: () => void
  onFound?: (content: FoundContent) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const elementId = `qr-reader-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const fileInput = useRef<HTMLInputElement>(null)

  const scanner = useScanner({
    elementId,
    onFound: (content) => {
      if (onFound) {
        onFound(content)
      } else if (content.kind === 'promotion') {
        void navigate({ to: QR_ROUTE, params: { code: content.code, promo: content.promo } })
      } else {
        void navigate({ to: PROOF_ROUTE, params: { token: content.token } })
      }
      onClose()
    },
  })
  const { phase } = scanner
  const live = phase.name === 'starting' || phase.name === 'scanning'
  const busy = phase.name === 'reading-photo' || phase.name === 'found'
  const cameraUnavailable =
    phase.name === 'problem' && (phase.problem === 'insecure' || phase.problem === 'unsupported')

  // The page a code leads to is fetched now, so a scan shows its answer without waiting for it.
  // (Not when the caller takes what is read: no page is opened.)
  useEffect(() => {
    if (onFound) return
    void router.loadRouteChunk(router.routesById[QR_ROUTE])?.catch(() => undefined)
  }, [router, onFound])

  // Portalled to <body>: the header button's dialog must not inherit the header's styles
  // (white links) nor sit inside its banner landmark.
  return createPortal(
    <Modal
      open
      title={<Trans>Scan a QR code</Trans>}
      onCancel={onClose}
      actions={
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <p>
        {onFound ? (
          <Trans>
            Point your camera at the QR code on the person’s exclusion letter. The camera is used
            only to read the code: nothing is recorded, kept or sent. Your browser will ask whether
            this site may use it.
          </Trans>
        ) : (
          <Trans>
            Point your camera at the QR code on the promotion. The camera is used only to read the
            code: nothing is recorded, kept or sent. Your browser will ask whether this site may use
            it.
          </Trans>
        )}
      </p>

      {phase.name === 'unsafe' ? (
        <UnsafeContent text={phase.text} />
      ) : (
        <ScannerMessage phase={phase} />
      )}

      {/* html5-qrcode draws the camera picture here and owns everything inside. */}
      <div id={elementId} className="scanner__view" role="region" aria-label={t`Camera picture`} />

      <div className="scanner__controls">
        {!cameraUnavailable && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void (live ? scanner.stop() : scanner.start())}
          >
            {live ? (
              <Trans>Stop camera</Trans>
            ) : phase.name === 'unsafe' ? (
              <Trans>Scan again</Trans>
            ) : phase.name === 'problem' ? (
              <Trans>Try again</Trans>
            ) : (
              <Trans>Start camera</Trans>
            )}
          </button>
        )}
        {live && (
          <CameraControls
            cameras={scanner.cameras}
            cameraId={scanner.cameraId}
            torch={scanner.torch}
            onCamera={(deviceId) => void scanner.start({ deviceId })}
            onTorch={() => void scanner.toggleTorch()}
          />
        )}
      </div>

      <h3 className="scanner__other">
        <Trans>Other ways</Trans>
      </h3>
      <div className="scanner__controls">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          <Trans>Scan from a photo</Trans>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t`Photo of a QR code`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = '' // the same photo can be chosen again
            if (file) void scanner.scanPhoto(file)
          }}
        />
        {!onFound && (
          <Link to="/verify/promotion" className="scanner__link" onClick={onClose}>
            <Trans>Type the code instead</Trans>
          </Link>
        )}
      </div>
    </Modal>,
    document.body,
  )
}
