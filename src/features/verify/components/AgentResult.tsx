/**
 * The verdict of an agent check. The gateway answers with one organisation and its verdict,
 * or, when a name matches several, the list (each with its own verdict) and `not_found`, as no
 * single organisation was identified; then the list is what the person needs, not a warning.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Organisation, OrganisationVerifyResult } from '../../../shared/schemas/verify'
import { Details } from './Details'
import { NextSteps } from './NextSteps'
import { ResultCard } from './ResultCard'
import { SampleLabel } from './SampleLabel'
import { useFormatDate } from './use-format-date'

function OrganisationDetails({ organisation }: { organisation: Organisation }) {
  const { t } = useLingui()
  const date = useFormatDate()
  return (
    <>
      <SampleLabel sample={organisation.sample} />
      <Details
        rows={[
          ['name', t`Name`, organisation.name],
          ['registration', t`Registration number`, organisation.registrationNumber],
          ['licence', t`Licence`, organisation.licence],
          ['status', t`Status`, organisation.status],
          ['valid', t`Valid until`, date(organisation.validUntil)],
          ['reason', t`Flagged because`, organisation.reason],
        ]}
      />
    </>
  )
}

/** Several organisations match: `several`, for the device's history. */
function Matches({ matches }: { matches: readonly Organisation[] }) {
  const count = matches.length
  return (
    <ResultCard
      tone="neutral"
      heading={
        <Plural
          value={count}
          one="We found # organisation with that name"
          other="We found # organisations with that name"
        />
      }
    >
      <p>
        <Trans>
          Ask the agent for their registration number and check that number, so you know which one
          you are dealing with. A flagged licence is a warning: do not pay until you are sure.
        </Trans>
      </p>
      <ul className="matches">
        {matches.map((match) => (
          <li key={match.registrationNumber}>
            <h3>{match.name}</h3>
            <p className={match.verdict === 'flagged' ? 'match__flagged' : undefined}>
              {match.verdict === 'flagged' ? (
                <Trans>Flagged: check before you deal with them</Trans>
              ) : (
                <Trans>Registered</Trans>
              )}
            </p>
            <OrganisationDetails organisation={match} />
          </li>
        ))}
      </ul>
    </ResultCard>
  )
}

export function AgentResult({
  query,
  result,
}: {
  query: string
  result: OrganisationVerifyResult
}) {
  const matches = result.matches ?? []
  const organisation = result.organisation ?? (matches.length === 1 ? matches[0] : undefined)
  const verdict = result.organisation ? result.verdict : (organisation?.verdict ?? result.verdict)

  if (!organisation && matches.length > 1) return <Matches matches={matches} />

  if (organisation && verdict === 'genuine') {
    return (
      <ResultCard tone="ok" heading={<Trans>This agent is registered</Trans>}>
        <OrganisationDetails organisation={organisation} />
        <p>
          <Trans>
            Check that the person you are dealing with really works for this organisation: ask for
            their staff card, and call the organisation on a number you find yourself.
          </Trans>
        </p>
      </ResultCard>
    )
  }

  if (organisation && verdict === 'flagged') {
    return (
      <ResultCard tone="warning" heading={<Trans>This agent&apos;s licence is not valid</Trans>}>
        <p>
          <Trans>
            This organisation is flagged: its licence may have expired or been suspended, or it has
            been reported. This is a warning, not proof either way, so do not rely on it for now.
          </Trans>
        </p>
        <OrganisationDetails organisation={organisation} />
        <NextSteps kind="agent" />
      </ResultCard>
    )
  }

  return (
    <ResultCard tone="warning" heading={<Trans>We could not find this agent</Trans>}>
      <p>
        <Trans>
          No registered organisation matches “{query}”. This does not prove that the agent is a
          fraud: the name may be spelt differently, so try the registration number. But we cannot
          confirm that they are registered.
        </Trans>
      </p>
      <NextSteps kind="agent" />
    </ResultCard>
  )
}
