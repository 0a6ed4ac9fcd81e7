/**
 * "Use my location" for a report, of illegal gambling or of a fake (docs/decisions.md): the
 * position is asked for only when the button is pressed, kept as "lat,lng" (5 decimals, about a
 * metre: the coordinate rule of src/shared/rules.ts), and shown as a map link built from the
 * pair, so the person can check the place before sending. Nothing is sent until they submit; they can remove it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { mapLink, parseCoordinates } from '../../shared/coordinates'
import type { CustomControlProps } from '../types'

type Problem = 'denied' | 'unavailable' | 'unsupported'

export function LocationControl({ id, label, hint, error, value, onChange }: CustomControlProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem>()
  const pair = typeof value === 'string' ? parseCoordinates(value) : undefined
  const lat = pair?.lat
  const lng = pair?.lng

  const locate = () => {
    if (!('geolocation' in navigator)) return setProblem('unsupported')
    setBusy(true)
    setProblem(undefined)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false)
        const lat = position.coords.latitude.toFixed(5)
        const lng = position.coords.longitude.toFixed(5)
        onChange(`${lat},${lng}`)
      },
      (failure) => {
        setBusy(false)
        setProblem(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable')
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    )
  }

  const problemText =
    problem === 'denied'
      ? t`This browser was not allowed to share your location. You can describe the place in words instead.`
      : problem === 'unsupported'
        ? t`This browser cannot share a location. Describe the place in words instead.`
        : problem === 'unavailable'
          ? t`Your location could not be found. Try again outside, or describe the place in words.`
          : undefined
  const shown = error ?? problemText

  return (
    <div className={shown ? 'field field--error' : 'field'}>
      <p className="field__label" id={`${id}-label`}>
        {label}
      </p>
      {hint && <p className="field__hint">{hint}</p>}
      {shown && (
        <p className="field__error" role="alert">
          {shown}
        </p>
      )}
      <div aria-live="polite">
        {pair ? (
          <p>
            <Trans>
              Location added: {lat}, {lng}.
            </Trans>{' '}
            <a href={mapLink(pair.lat, pair.lng)} target="_blank" rel="noopener noreferrer">
              <Trans>Check the place on a map</Trans>
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </p>
        ) : busy ? (
          <p>
            <Trans>Finding your location…</Trans>
          </p>
        ) : null}
      </div>
      <div className="button-row">
        <button
          type="button"
          id={id}
          className="button button--secondary"
          aria-describedby={`${id}-label`}
          disabled={busy}
          onClick={locate}
        >
          {pair ? <Trans>Use my location again</Trans> : <Trans>Use my location</Trans>}
        </button>
        {pair && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(undefined)}
          >
            <Trans>Remove the location</Trans>
          </button>
        )}
      </div>
    </div>
  )
}
