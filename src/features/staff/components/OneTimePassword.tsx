/**
 * The one-time password of an account just created: shown once, here, and never again (the
 * gateway keeps only its hash). Focused when it appears, so a screen reader reads it out.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { UserCreated } from '../../../shared/schemas/staff'

export function OneTimePassword({ created, onDone }: { created: UserCreated; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const { email } = created.user
  return (
    <div ref={ref} className="card card--ok staff-otp" tabIndex={-1} aria-labelledby="otp-title">
      <h2 id="otp-title">
        <Trans>Account created for {email}</Trans>
      </h2>
      <p>
        <Trans>One-time password:</Trans>{' '}
        <code className="staff-otp__code">{created.oneTimePassword}</code>
      </p>
      <p>
        <Trans>
          Give it to them in person or by phone. It is shown only now. They must choose their own
          password when they first sign in.
        </Trans>
      </p>
      <button type="button" className="button" onClick={onDone}>
        <Trans>Done</Trans>
      </button>
    </div>
  )
}
