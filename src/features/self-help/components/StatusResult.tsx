/**
 * What the status check found, in words (src/i18n/decision-words.ts): what the submission is,
 * where it stands or what was decided, what that means, the officer's note for the applicant
 * if there is one, and what to do next. Loaded with the check, not with the page: a visitor
 * who only reads the page does not download the words of every kind and state.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { decisionWords } from '../../../i18n/decision-words'
import { appLocaleOf } from '../../../i18n/locales'
import { formatDate } from '../../../shared/dates'
import { todayInBotswana } from '../../../shared/insurance/age'
import type { StatusAnswer } from '../check-status'
import { CancellationStatus } from './CancellationStatus'
import { ExclusionPeriod } from './ExclusionPeriod'
import { ExclusionProof } from './ExclusionProof'

interface Props {
  found: StatusAnswer
  /** The number the check was made with: an extension quotes it again. */
  idNumber: string
}

export default function StatusResult({ found, idNumber }: Props) {
  const { i18n } = useLingui()
  const locale = appLocaleOf(i18n.locale)
  const when = (iso: string) => formatDate(new Date(iso), 'dayMonthYearTime', locale)
  const words = decisionWords(found.kind)
  const state = words?.public[found.status]
  const today = todayInBotswana()
  // An approved exclusion past its last day in force (its end, or the day before a
  // cancellation took effect): its words say it has ended, not that it holds.
  const ended = Boolean(
    (found.endsOn && found.endsOn < today) || (found.effectiveOn && found.effectiveOn <= today),
  )
  const cancellation = found.kind === 'exclusion-cancel'
  const [withdrawnAt, setWithdrawnAt] = useState(found.withdrawnAt)
  // A cancellation's own words for "approved" say the exclusion has ended: not before the day
  // it takes effect, and never once withdrawn (CancellationStatus says where it stands).
  const ownWords = cancellation && (withdrawnAt !== undefined || (found.effectiveOn ?? '') > today)
  // Drawn once its words have loaded, so it takes focus itself (StatusCheck.tsx says why).
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [found])

  return (
    <div className="card status-result">
      <h2 ref={heading} tabIndex={-1}>
        {found.reference}
      </h2>
      <dl>
        {words && (
          <>
            <dt>
              <Trans>What it is</Trans>
            </dt>
            <dd>{i18n._(words.name)}</dd>
          </>
        )}
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd className="status-result__status">
          {withdrawnAt ? (
            <Trans>Withdrawn by you</Trans>
          ) : ended && !cancellation ? (
            <Trans>Approved; the exclusion has ended</Trans>
          ) : ownWords ? (
            <Trans>Approved: not yet in effect</Trans>
          ) : state ? (
            i18n._(state.status)
          ) : (
            <Trans>Call the free helpline 19777 to ask.</Trans>
          )}
        </dd>
        <dt>
          <Trans>Sent</Trans>
        </dt>
        <dd>{when(found.submittedAt)}</dd>
        <dt>
          <Trans>Last updated</Trans>
        </dt>
        <dd>{when(found.updatedAt)}</dd>
      </dl>
      {state && !found.endsOn && !ownWords && <p>{i18n._(state.means)}</p>}
      {cancellation && (
        <CancellationStatus
          found={found}
          idNumber={idNumber}
          withdrawnAt={withdrawnAt}
          onWithdrawn={setWithdrawnAt}
        />
      )}
      {found.startsOn && found.endsOn && (
        <ExclusionPeriod
          reference={found.reference}
          idNumber={idNumber}
          someoneElse={found.kind === 'exclusion-third-party'}
          startsOn={found.startsOn}
          endsOn={found.endsOn}
          period={found.period}
          cancelledFrom={found.effectiveOn}
        />
      )}
      {found.proof && !ended && <ExclusionProof token={found.proof} />}
      {found.applicantNote && (
        <>
          <h3>
            <Trans>Note from the officer</Trans>
          </h3>
          <p className="status-result__note">{found.applicantNote}</p>
        </>
      )}
      {state && !ownWords && (
        <>
          <h3>
            <Trans>What you can do next</Trans>
          </h3>
          <p>
            {ended ? (
              <Trans>
                To be excluded again, apply for a new exclusion. For support, call the free helpline
                19777.
              </Trans>
            ) : (
              i18n._(state.next)
            )}
          </p>
        </>
      )}
    </div>
  )
}
