/**
 * `/verify/exclusion/<token>`: the page an exclusion letter's QR code opens, for a venue or the
 * person themselves. It checks the proof on arrival, on the device, with the gateway's key kept
 * there (no network once the app has been opened online once: docs/decisions.md, "Exclusion
 * proof"), and says one of four things: valid until its last day, expired, not genuine, or that
 * it cannot be checked until the device has been online once.
 *
 * A valid proof names only the person's initials and the last four characters of their ID or
 * passport number: the reader compares them with the person's document.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { appLocaleOf } from '../../../i18n/locales'
import { intlLocale } from '../../../shared/dates'
import type { ProofReading } from '../../../shared/exclusion-proof'
import { parseIsoDate } from '../../../shared/insurance/age'
import { checkExclusionProof } from '../check-exclusion-proof'
import { Details } from './Details'
import { ResultCard } from './ResultCard'

/** The page's title, given here rather than in the route (src/routes/verify/exclusion/$token.tsx). */
const TITLE = msg`Check an exclusion`

/** "3 March 2027": the calendar date, whatever the device's time zone. */
function inWords(date: string, tag: string): string {
  const day = parseIsoDate(date)
  if (!day) return date
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
}

export function ExclusionProofCheck({ token }: { token: string }) {
  const { i18n } = useLingui()
  const tag = intlLocale(appLocaleOf(i18n.locale))
  const [reading, setReading] = useState<ProofReading>()
  // Bumped by "Try again" when the device had no key.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    setReading(undefined)
    checkExclusionProof(token)
      .catch((): ProofReading => ({ state: 'not-genuine' }))
      .then((next) => current && setReading(next))
    return () => {
      current = false
    }
  }, [token, attempt])

  const until = reading && 'proof' in reading ? inWords(reading.proof.endsOn, tag) : ''

  return (
    <>
      <PageTitle title={TITLE} />
      {!reading ? (
        <p role="status">
          <Trans>Checking the exclusion…</Trans>
        </p>
      ) : reading.state === 'no-key' ? (
        <ResultCard tone="warning" heading={<Trans>This exclusion cannot be checked yet</Trans>}>
          <p>
            <Trans>
              This device does not have the key that exclusions are checked with. Connect to the
              internet and try again: after that, exclusions can be checked offline.
            </Trans>
          </p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </ResultCard>
      ) : reading.state === 'not-genuine' ? (
        <ResultCard tone="warning" heading={<Trans>This exclusion proof is not genuine</Trans>}>
          <p>
            <Trans>
              The national gambling regulator did not sign this code, or it was changed after it was
              signed. Do not rely on it. To ask about an exclusion, call the free helpline 19777.
            </Trans>
          </p>
        </ResultCard>
      ) : (
        <ResultCard
          tone={reading.state === 'valid' ? 'ok' : 'warning'}
          heading={
            reading.state === 'valid' ? (
              <Trans>Valid until {until}</Trans>
            ) : (
              <Trans>This exclusion has expired</Trans>
            )
          }
        >
          <p>
            {reading.state === 'valid' ? (
              <Trans>
                The national gambling regulator signed this exclusion. The person it names is
                excluded from every licensed gambling facility until the end of that day. Check that
                the initials and the end of the ID number match their ID document.
              </Trans>
            ) : (
              <Trans>
                The national gambling regulator signed this exclusion, but it ended on {until}.
              </Trans>
            )}
          </p>
          <Details
            rows={[
              ['reference', <Trans>Reference number</Trans>, reading.proof.reference],
              ['initials', <Trans>Initials</Trans>, reading.proof.initials],
              ['id', <Trans>ID or passport number ends in</Trans>, reading.proof.idLastFour],
              ['from', <Trans>Excluded from</Trans>, inWords(reading.proof.startsOn, tag)],
              ['until', <Trans>Excluded until</Trans>, inWords(reading.proof.endsOn, tag)],
            ]}
          />
        </ResultCard>
      )}
      <p>
        <Link to="/">
          <Trans>Back to ScamLock</Trans>
        </Link>
      </p>
    </>
  )
}
