import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CallerIdCheckResult } from '../check-caller-id'
import { NextSteps } from './NextSteps'
import { ResultCard } from './ResultCard'
import { SampleLabel } from './SampleLabel'

/** One tap to report the call, its number filled in (/verify/report-call). */
function ReportCall({ phone }: { phone: string }) {
  return (
    <p>
      <Link className="button button--secondary" to="/verify/report-call" search={{ phone }}>
        <Trans>Report this call</Trans>
      </Link>
    </p>
  )
}

/**
 * Verified (with its owner), reported (with how many reports) or not found. The two that warn
 * offer to report the call; a verified one does not, and advises calling the organisation back
 * on a number found elsewhere instead, as a call can be made to look as if it came from it.
 */
export function CallerResult({ phone, result }: { phone: string; result: CallerIdCheckResult }) {
  const owner = result.owner ?? ''
  const reports = Number.isFinite(result.reports) ? result.reports : 0

  if (result.verdict === 'verified') {
    return (
      <ResultCard tone="ok" heading={<Trans>This number is verified</Trans>}>
        <SampleLabel sample={result.sample} />
        {owner && (
          <p>
            <Trans>
              The number {phone} belongs to <strong>{owner}</strong>.
            </Trans>
          </p>
        )}
        <p>
          <Trans>
            Scammers can make a call look as if it comes from a real number. Even on a verified
            number, never give a PIN, password or one-time code. If in doubt, hang up and call the
            organisation back on a number you find yourself.
          </Trans>
        </p>
      </ResultCard>
    )
  }

  if (result.verdict === 'reported') {
    return (
      <ResultCard tone="warning" heading={<Trans>This number has been reported</Trans>}>
        <SampleLabel sample={result.sample} />
        <p>
          <Plural
            value={reports}
            one={`The number ${phone} has been reported # time by members of the public.`}
            other={`The number ${phone} has been reported # times by members of the public.`}
          />
        </p>
        <p>
          <Trans>
            A report is a warning, not proof either way: treat this caller with great care.
          </Trans>
        </p>
        <ReportCall phone={phone} />
        <NextSteps kind="caller" />
      </ResultCard>
    )
  }

  return (
    <ResultCard tone="warning" heading={<Trans>We have no record of this number</Trans>}>
      <p>
        <Trans>
          The number {phone} is neither verified nor reported with us. This does not prove that the
          caller is genuine or a fraud: we simply cannot confirm who it is.
        </Trans>
      </p>
      <ReportCall phone={phone} />
      <NextSteps kind="caller" />
    </ResultCard>
  )
}
