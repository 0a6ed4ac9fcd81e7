/**
 * The button that opens the camera QR scanner, in the header and on the promotion page. It is
 * in the first load, so it is tiny: the dialog is a separate chunk fetched on press (or a
 * moment earlier, when the pointer or focus reaches the button), and html5-qrcode is fetched
 * only once the dialog is open (docs/design.md section 7: scanner code loads only when used).
 * Leaving the page closes the dialog, which stops the camera.
 */
import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useState } from 'react'

const loadDialog = () => import('./ScannerDialog')
const ScannerDialog = lazy(loadDialog)

interface Props {
  /** `header`: the compact control in the site header; `page`: a secondary button. */
  variant?: 'header' | 'page'
}

export function ScanQrButton({ variant = 'page' }: Props) {
  const [open, setOpen] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })

  // A route change (a link, Back) closes the scanner and so stops the camera.
  useEffect(() => setOpen(false), [pathname])

  const prefetch = () => void loadDialog().catch(() => undefined)

  return (
    <>
      <button
        type="button"
        className={
          variant === 'header' ? 'scan-button' : 'button button--secondary scan-button--page'
        }
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <svg
          className="scan-button__icon"
          aria-hidden="true"
          focusable="false"
          width="20"
          height="20"
          viewBox="0 0 24 24"
        >
          <path
            d="M3 9V3h6M15 3h6v6M21 15v6h-6M9 21H3v-6M7 12h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span className="scan-button__text">
          {/* In the header, away from the promotion form, it says what it reads:
              a product code's QR would otherwise look like a failed scan. */}
          {variant === 'header' ? (
            <Trans>Scan promotion QR code</Trans>
          ) : (
            <Trans>Scan QR code</Trans>
          )}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScannerDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
