/**
 * A product or caller check asked offline (OfflineNotice.tsx): what the copy of the register on
 * this device says of it (offline-copy.ts), with the time of that copy, and the offer of a
 * system notification when the check is answered.
 *
 * The copy holds only what is reported, recalled or suspended: a code or number it has is
 * answered from it; any other is said to be unconfirmed offline, never genuine.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Queued } from '../background'
import type { OfflineAnswer } from '../offline-copy'
import { useFormatDate } from './use-format-date'

function useOfflineAnswer({ kind, input }: Queued): OfflineAnswer | undefined {
  const [answer, setAnswer] = useState<OfflineAnswer>()
  useEffect(() => {
    let live = true
    void import('../offline-copy')
      .then((copy) =>
        kind === 'product' ? copy.offlineProductAnswer(input) : copy.offlineCallerAnswer(input),
      )
      .catch((): OfflineAnswer => ({ state: 'no-copy' }))
      .then((found) => {
        if (live) setAnswer(found)
      })
    return () => {
      live = false
    }
  }, [kind, input])
  return answer
}

export function QueuedCheck(props: Queued) {
  const answer = useOfflineAnswer(props)
  const when = useFormatDate('dayMonthYearTime')
  if (!answer) return null
  const asOf = 'asOf' in answer ? (when(answer.asOf) ?? '') : ''
  const input = props.input
  const name = answer.state === 'product' ? answer.name : ''
  const reason = answer.state === 'product' ? answer.reason : ''
  const reports = answer.state === 'caller' ? answer.reports : 0

  return (
    <>
      <div className="offline-answer" aria-live="polite">
        {answer.state === 'product' && (
          <>
            <h3>
              {answer.verdict === 'recalled' ? (
                <Trans>Recalled, as of {asOf}</Trans>
              ) : answer.verdict === 'suspended' ? (
                <Trans>Registration suspended, as of {asOf}</Trans>
              ) : (
                <Trans>Reported, as of {asOf}</Trans>
              )}
            </h3>
            <p>
              <Trans>
                The copy of the register kept on this device lists {input} ({name}): {reason}
              </Trans>
            </p>
            <p>
              <Trans>
                Do not buy or use it. If you already have it, keep it aside until you can check
                online or call the helpline.
              </Trans>
            </p>
            <p>
              <Link
                className="button button--secondary"
                to="/verify/report"
                search={{ code: input }}
              >
                <Trans>Report this product as a fake</Trans>
              </Link>
            </p>
          </>
        )}
        {answer.state === 'caller' && (
          <>
            <h3>
              <Trans>Reported as a scam number, as of {asOf}</Trans>
            </h3>
            <p>
              <Plural
                value={reports}
                one={`The copy of the register kept on this device lists ${input} as reported # time by members of the public.`}
                other={`The copy of the register kept on this device lists ${input} as reported # times by members of the public.`}
              />
            </p>
            <p>
              <Trans>Do not call back, pay or share anything with this caller.</Trans>
            </p>
          </>
        )}
        {answer.state === 'unlisted' && (
          <>
            <h3>
              <Trans>Not confirmed offline</Trans>
            </h3>
            <p>
              {props.kind === 'product' ? (
                <Trans>
                  {input} is not among the products reported, recalled or suspended in the copy of
                  the register kept on this device, as of {asOf}. That does not mean it is genuine:
                  only the register online can confirm it.
                </Trans>
              ) : (
                <Trans>
                  {input} is not among the numbers reported as scams in the copy of the register
                  kept on this device, as of {asOf}. That does not mean the caller is genuine: only
                  the register online can say more.
                </Trans>
              )}
            </p>
          </>
        )}
        {answer.state === 'refused' && (
          <p>
            <Trans>
              The copy of the register on this device could not be confirmed as the one the register
              sent, so it is not used: nothing can be said about {input} offline.
            </Trans>
          </p>
        )}
        {answer.state === 'no-copy' && (
          <p>
            <Trans>
              There is no copy of the register on this device yet, so nothing can be said about{' '}
              {input} offline. The app keeps one once it has been online.
            </Trans>
          </p>
        )}
      </div>
      <NotifyOffer />
    </>
  )
}

/** Asks for notifications, from the person's tap only, where the browser has them. */
function NotifyOffer() {
  const supported = typeof Notification !== 'undefined' && 'serviceWorker' in navigator
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied')
  if (permission === 'denied') return null
  if (permission === 'granted') {
    return (
      <p>
        <Trans>You will also get a notification on this device when it is answered.</Trans>
      </p>
    )
  }
  return (
    <p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          void Notification.requestPermission().then(setPermission, () => setPermission('denied'))
        }}
      >
        <Trans>Notify me when it is answered</Trans>
      </button>
    </p>
  )
}
