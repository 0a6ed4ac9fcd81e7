/**
 * Where an application to cancel an exclusion stands, and the way to withdraw it
 * (`exclusions/withdraw-cancellation`, docs/decisions.md, "Cancelling an exclusion"): while it
 * waits for a decision, or once approved until the day it takes effect, the person can take it
 * back, and the exclusion goes on as if it had never been asked. Withdrawing asks once more
 * before it is sent (a confirmation step), as it cannot be undone: a new application would be
 * needed. Part of the status result, so it loads with the check, never with the page.
 *
 * Sent at once, never queued, like an extension: the person should know at once whether it
 * was done. A repeat is answered as the first (server/src/submissions/cancel.ts).
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { type RefObject, useId, useRef, useState } from 'react'
import { callProblem, isGatewayError } from '../../../gateway/gateway-error'
import { appLocaleOf } from '../../../i18n/locales'
import { intlLocale } from '../../../shared/dates'
import { longDate } from '../../../shared/exclusion-period'
import { todayInBotswana } from '../../../shared/insurance/age'
import type { StatusAnswer } from '../check-status'

interface Props {
  found: StatusAnswer
  idNumber: string
  /** When it was withdrawn, if it was: the result's own status line follows it. */
  withdrawnAt: string | undefined
  onWithdrawn: (at: string) => void
}

type Stage = 'offer' | 'confirm' | { problem: 'gone' | 'tooMany' | 'offline' | 'failed' }

const isGone = (stage: Stage) => typeof stage === 'object' && stage.problem === 'gone'

/** Whether a cancellation can still be withdrawn, as the gateway decides it. */
export function canWithdraw(found: StatusAnswer, today = todayInBotswana()): boolean {
  if (found.kind !== 'exclusion-cancel' || found.withdrawnAt) return false
  if (found.status === 'PENDING') return true
  return found.status === 'APPROVED' && Boolean(found.effectiveOn && found.effectiveOn > today)
}

export function CancellationStatus({ found, idNumber, withdrawnAt, onWithdrawn }: Props) {
  const { i18n } = useLingui()
  const tag = intlLocale(appLocaleOf(i18n.locale))
  const [stage, setStage] = useState<Stage>('offer')
  const [busy, setBusy] = useState(false)
  const said = useRef<HTMLParagraphElement>(null)
  const question = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const effective = found.effectiveOn ? longDate(found.effectiveOn, tag) : ''
  const pending = found.effectiveOn !== undefined && found.effectiveOn > todayInBotswana()

  const focus = (target: RefObject<HTMLElement | null>) =>
    requestAnimationFrame(() => target.current?.focus())

  const confirm = () => {
    setStage('confirm')
    focus(question)
  }

  const withdraw = async () => {
    if (!navigator.onLine) {
      setStage({ problem: 'offline' })
      return focus(said)
    }
    setBusy(true)
    try {
      const { withdrawCancellation } = await import('../check-status')
      const answer = await withdrawCancellation({ reference: found.reference, idNumber })
      onWithdrawn(answer.withdrawnAt)
      setStage('offer')
    } catch (error) {
      // Taken effect, refused, or no longer found: either way, nothing to withdraw.
      const problem =
        isGatewayError(error) && error.status === 409 ? 'notFound' : callProblem(error)
      setStage({ problem: problem === 'notFound' ? 'gone' : problem })
    } finally {
      setBusy(false)
      focus(said)
    }
  }

  if (withdrawnAt) {
    return (
      <p ref={said} tabIndex={-1} role="status" className="card card--ok">
        <Trans>
          You withdrew this application to cancel your exclusion. Your exclusion goes on as before.
        </Trans>
      </p>
    )
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        <Trans>Cancelling your exclusion</Trans>
      </h3>
      {found.status === 'APPROVED' && found.effectiveOn && (
        <p className="card card--warning">
          {pending ? (
            <Trans>
              Your cancellation takes effect on {effective}; until then you can withdraw it.
            </Trans>
          ) : (
            <Trans>Your cancellation took effect on {effective}.</Trans>
          )}
        </p>
      )}
      {found.status === 'PENDING' && (
        <p>
          <Trans>
            If you have changed your mind, you can withdraw this application. Your exclusion then
            goes on as before.
          </Trans>
        </p>
      )}
      {canWithdraw(found) && stage !== 'confirm' && !isGone(stage) && (
        <button type="button" className="button button--secondary" onClick={confirm}>
          <Trans>Withdraw the cancellation</Trans>
        </button>
      )}
      {stage === 'confirm' && (
        <div className="card">
          <h4 ref={question} tabIndex={-1}>
            <Trans>Withdraw the cancellation?</Trans>
          </h4>
          <p>
            <Trans>
              Your exclusion goes on as if you had never asked to cancel it. To cancel it later, you
              would need to apply again.
            </Trans>
          </p>
          <p className="button-row">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void withdraw()}
            >
              <Trans>Yes, withdraw it</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStage('offer')}
            >
              <Trans>No, keep it</Trans>
            </button>
          </p>
        </div>
      )}
      {typeof stage === 'object' && (
        <p ref={said} tabIndex={-1} role="status" className="card card--warning">
          {stage.problem === 'gone' ? (
            <Trans>
              This cancellation can no longer be withdrawn. Check its status again to see where it
              stands, or call the free helpline 19777.
            </Trans>
          ) : stage.problem === 'tooMany' ? (
            <Trans>You have tried many times. Please wait a minute and try again.</Trans>
          ) : stage.problem === 'offline' ? (
            <Trans>You seem to be offline. Connect to the internet and try again.</Trans>
          ) : (
            <Trans>The cancellation was not withdrawn this time. Please try again later.</Trans>
          )}
        </p>
      )}
    </section>
  )
}
