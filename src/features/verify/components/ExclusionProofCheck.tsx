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
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { ProofReading } from '../../../shared/exclusion-proof'
import { checkExclusionProof } from '../check-exclusion-proof'
import { ProofReadingCard } from './ProofReadingCard'

/** The page's title, given here rather than in the route (src/routes/verify/exclusion/$token.tsx). */
const TITLE = msg`Check an exclusion`

export function ExclusionProofCheck({ token }: { token: string }) {
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

  return (
    <>
      <PageTitle title={TITLE} />
      {!reading ? (
        <p role="status">
          <Trans>Checking the exclusion…</Trans>
        </p>
      ) : (
        <ProofReadingCard reading={reading} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      <p>
        <Link to="/">
          <Trans>Back to ScamLock</Trans>
        </Link>
      </p>
    </>
  )
}
