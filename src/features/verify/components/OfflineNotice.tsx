/**
 * What a check form shows when it was asked to check while the device is offline:
 * said on the page, before any request, instead of a "Network Error" dialog; the
 * person can have it run by itself once the device is back online, or cancel that. Its
 * heading takes focus like a verdict's, so a screen reader reads it at once.
 *
 * A product or caller check is kept with the recent checks instead (`queued`, or `unreachable`
 * when its request found no network although the device said it was online): what the copy
 * of the register on this device says of it, and that it will run by itself, are in
 * QueuedCheck.tsx, loaded only then.
 */
import { Trans } from '@lingui/react/macro'
import { Suspense, useEffect, useId, useRef } from 'react'
import { lazyExtra } from '../../../components/lazy-extra'
import type { Check } from './use-check'

type Props = {
  check: Pick<Check<unknown>, 'offline' | 'queued' | 'checkWhenOnline' | 'cancel'>
}

// Offline, its chunk may not be on the device (a first visit whose service worker had not
// kept the app yet): the page then says the rest without it.
const QueuedCheck = lazyExtra(() => import('./QueuedCheck').then((m) => m.QueuedCheck))

export function OfflineNotice({ check }: Props) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { offline } = check

  // Not when the register could not be reached: the client's message dialog has focus then,
  // and gives it back to the button that asked when it closes.
  useEffect(() => {
    if (offline && offline !== 'unreachable') heading.current?.focus()
  }, [offline])

  if (!offline) return null
  const { queued } = check
  return (
    <section className="card card--warning offline-check" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="result__heading">
        {offline === 'waiting' ? (
          <Trans>Waiting for a connection</Trans>
        ) : offline === 'unreachable' ? (
          <Trans>The register could not be reached</Trans>
        ) : (
          <Trans>You are offline</Trans>
        )}
      </h2>
      {(offline === 'queued' || offline === 'unreachable') && queued ? (
        <>
          <Suspense fallback={null}>
            <QueuedCheck kind={queued.kind} input={queued.input} />
          </Suspense>
          <p>
            <Trans>
              Your check is saved on this device with your recent checks. It will run by itself as
              soon as the device is back online, even if you close the app.
            </Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={check.cancel}>
            <Trans>Cancel this check</Trans>
          </button>
        </>
      ) : offline === 'offline' ? (
        <>
          <p>
            <Trans>
              This device has no internet connection, so nothing was checked. A check needs the
              register, which is online.
            </Trans>
          </p>
          <button type="button" className="button" onClick={check.checkWhenOnline}>
            <Trans>Check when I am back online</Trans>
          </button>
        </>
      ) : (
        <>
          <p>
            <Trans>
              The check will run by itself as soon as this device is back online. Keep this page
              open.
            </Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={check.cancel}>
            <Trans>Cancel</Trans>
          </button>
        </>
      )}
    </section>
  )
}
