/**
 * What a checked exclusion proof says (src/shared/exclusion-proof.ts): valid until its last
 * day, expired, not genuine, or that this device cannot check it until it has been online once.
 * Shown by the page a proof's QR code opens (ExclusionProofCheck) and by the register check
 * at a facility's door (ProofScan). A valid proof names only the person's initials and the
 * last four characters of their ID or passport number: the reader compares them with the
 * person's document.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { appLocaleOf } from '../../../i18n/locales'
import { intlLocale } from '../../../shared/dates'
import type { ProofReading } from '../../../shared/exclusion-proof'
import { parseIsoDate } from '../../../shared/insurance/age'
import { Details } from './Details'
import { ResultCard } from './ResultCard'

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

export function ProofReadingCard({
  reading,
  onRetry,
}: {
  reading: ProofReading
  /** "Try again" when the device had no key. */
  onRetry: () => void
}) {
  const { i18n } = useLingui()
  const tag = intlLocale(appLocaleOf(i18n.locale))
  const until = 'proof' in reading ? inWords(reading.proof.endsOn, tag) : ''

  if (reading.state === 'no-key') {
    return (
      <ResultCard tone="warning" heading={<Trans>This exclusion cannot be checked yet</Trans>}>
        <p>
          <Trans>
            This device does not have the key that exclusions are checked with. Connect to the
            internet and try again: after that, exclusions can be checked offline.
          </Trans>
        </p>
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </ResultCard>
    )
  }
  if (reading.state === 'not-genuine') {
    return (
      <ResultCard tone="warning" heading={<Trans>This exclusion proof is not genuine</Trans>}>
        <p>
          <Trans>
            The national gambling regulator did not sign this code, or it was changed after it was
            signed. Do not rely on it. To ask about an exclusion, call the free helpline 19777.
          </Trans>
        </p>
      </ResultCard>
    )
  }
  return (
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
            The national gambling regulator signed this exclusion. The person it names is excluded
            from every licensed gambling facility until the end of that day. Check that the initials
            and the end of the ID number match their ID document.
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
  )
}
