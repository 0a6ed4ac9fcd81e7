/**
 * What a check form shows when it was asked to check while the device is offline:
 * said on the page, before any request, instead of a "Network Error" dialog; the
 * person can have it run by itself once the device is back online, or cancel that. Its
 * heading takes focus like a verdict's, so a screen reader reads it at once.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import type { Check } from './use-check'

type Props = { check: Pick<Check<unknown>, 'offline' | 'checkWhenOnline' | 'cancel'> }

export function OfflineNotice({ check }: Props) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { offline } = check

  useEffect(() => {
    if (offline) heading.current?.focus()
  }, [offline])

  if (!offline) return null
  return (
    <section className="card card--warning offline-check" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="result__heading">
        {offline === 'offline' ? (
          <Trans>You are offline</Trans>
        ) : (
          <Trans>Waiting for a connection</Trans>
        )}
      </h2>
      {offline === 'offline' ? (
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
