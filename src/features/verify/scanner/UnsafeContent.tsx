/**
 * A QR code that is not a ScamLock promotion code (docs/design.md section 6). Its content is shown
 * as plain text, never as a link, whatever its scheme: a verification app must not send people
 * to the links it exists to check. Focus moves to the heading so a screen reader reads the
 * warning at once.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

export function UnsafeContent({ text }: { text: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [text])

  return (
    <div className="card card--warning scanner__unsafe">
      <h3 ref={heading} tabIndex={-1}>
        <Trans>This is not a ScamLock code</Trans>
      </h3>
      <p>
        <Trans>
          We did not open it. A promotion whose QR code leads anywhere else may be a scam: do not
          follow it, and do not pay or give personal details.
        </Trans>
      </p>
      <p>
        <Trans>The code contains:</Trans>
      </p>
      {/* Wrapped, never scrolled: all of it is readable without a pointer. */}
      <pre className="scanner__content">{text}</pre>
    </div>
  )
}
