/**
 * `/insurance/membership`: a member's own view. Signed in with a member's
 * account, they see each join application made with their email: where it stands (when it
 * was received or decided, and what comes next), its package with its scheme, the monthly
 * deduction, add-ons and the people named, the names in the member's language. An approved
 * one is their membership: their member number, the monthly amount and who is covered today
 * (CoverCards), and the funeral claims on it with their steps (MemberClaims). The last answer reads offline, marked "As of" its time (use-membership.ts).
 * Otherwise the page offers the sign-in and comes back here after it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { dayInWords } from '../../../shared/date-words'
import { formatDate } from '../../../shared/dates'
import { todayInBotswana } from '../../../shared/insurance/age'
import type { Membership } from '../../../shared/insurance/cover'
import { DecisionNext } from '../components/DecisionNext'
import { useLocalText } from '../local-text'
import { useMoney } from '../use-money'
import { CoverCards } from './CoverCards'
import { MemberClaims } from './MemberClaims'
import { DeductionMonths } from './DeductionMonths'
import { Row } from './Row'
import {
  useMembership,
  type MembershipState,
  type MembershipView,
  type PersonView,
} from './use-membership'
import { appLocaleOf } from '../../../i18n/locales'
import '../components/insurance.css'

const name = (person: PersonView) => `${person.firstName} ${person.surname}`

/** An approved join's rows: the member's number, when cover starts, the monthly amount. */
function MembershipRows({ membership, decidedAt }: { membership: Membership; decidedAt: string }) {
  const { t, i18n } = useLingui()
  const money = useMoney()
  const locale = appLocaleOf(i18n.locale)
  const approved = formatDate(new Date(decidedAt), 'dayMonthYear', locale)
  const start = dayInWords(membership.coverFrom, locale)
  return (
    <>
      <Row label={t`Member number`}>
        {membership.memberNumber}
        {membership.memberNumberFrom === 'reference' && (
          <p className="field__hint">
            <Trans>Your application’s reference: quote it when you contact the union.</Trans>
          </p>
        )}
      </Row>
      <Row label={t`Status`}>
        {t`Approved`}
        <p>
          {todayInBotswana() < membership.coverFrom
            ? t`Approved on ${approved}. Your cover starts on ${start}.`
            : t`Approved on ${approved}. Your cover started on ${start}.`}
        </p>
      </Row>
      <Row label={t`Amount deducted each month`}>{money(membership.monthlyAmount)}</Row>
    </>
  )
}

function Application({ application }: { application: MembershipView }) {
  const { t } = useLingui()
  const local = useLocalText()
  const pkg = application.package
  const schemeTitle = pkg.scheme ? local(pkg.scheme, 'title').text : ''
  const title = local(pkg, 'title').text
  const { reference, membership, decidedAt } = application
  return (
    <section className="membership" aria-labelledby={`m-${reference}`}>
      <h2 id={`m-${reference}`}>{t`Application ${reference}`}</h2>
      <dl className="summary-list">
        {membership && decidedAt ? (
          <>
            <MembershipRows membership={membership} decidedAt={decidedAt} />
            <Row label={t`Package`}>{pkg.scheme ? t`${schemeTitle}: ${title}` : title}</Row>
          </>
        ) : (
          <Pending application={application} />
        )}
      </dl>
      {membership && <CoverCards membership={membership} reference={reference} />}
      {application.deductions && (
        <DeductionMonths deductions={application.deductions} reference={reference} />
      )}
      {application.claims.length > 0 && (
        <MemberClaims claims={application.claims} reference={reference} />
      )}
    </section>
  )
}

/** A join not approved (yet): where it stands, and what it names. */
function Pending({ application }: { application: MembershipView }) {
  const { t, i18n } = useLingui()
  const money = useMoney()
  const local = useLocalText()
  const locale = appLocaleOf(i18n.locale)
  const pkg = application.package
  const schemeTitle = pkg.scheme ? local(pkg.scheme, 'title').text : ''
  const title = local(pkg, 'title').text
  const submitted = formatDate(new Date(application.submittedAt), 'dayMonthYear', locale)
  const status = { PENDING: t`Pending`, APPROVED: t`Approved`, REJECTED: t`Not approved` }[
    application.status
  ]
  const people = [...(application.spouse ? [application.spouse] : []), ...application.dependents]
  return (
    <>
      <Row label={t`Status`}>
        {status}
        <DecisionNext
          status={application.status}
          at={application.decidedAt ?? application.submittedAt}
        />
      </Row>
      <Row label={t`Sent on`}>{submitted}</Row>
      <Row label={t`Package`}>{pkg.scheme ? t`${schemeTitle}: ${title}` : title}</Row>
      <Row label={t`Amount deducted each month`}>{money(application.deductionAmount)}</Row>
      <Row label={t`Add-ons`}>
        {application.addOns.length === 0 ? (
          <Trans>None</Trans>
        ) : (
          <ul>
            {application.addOns.map((line, i) => {
              const addOn = local(line, 'name').text
              const person = line.covers ? name(line.covers) : t`you`
              return <li key={i}>{t`${addOn}: ${person}`}</li>
            })}
          </ul>
        )}
      </Row>
      <Row label={t`People named`}>
        {people.length === 0 ? (
          <Trans>None</Trans>
        ) : (
          <ul>
            {people.map((person, i) => (
              <li key={i}>{name(person)}</li>
            ))}
          </ul>
        )}
      </Row>
    </>
  )
}

/** The copy kept on the device is on screen: since when, and whether it is being updated. */
function AsOf({ state }: { state: Extract<MembershipState, { kind: 'ready' }> }) {
  const { t, i18n } = useLingui()
  if (!state.asOf) return null
  const when = formatDate(state.asOf, 'fullWithTime', appLocaleOf(i18n.locale))
  return (
    <p className="notice" role="status">
      {state.unreachable
        ? t`As of ${when}: the copy kept on this device. It could not be updated: check your connection.`
        : t`As of ${when}: the copy kept on this device. Updating…`}
    </p>
  )
}

export function MembershipPage() {
  const state = useMembership()
  return (
    <>
      <PageTitle />
      {state.kind === 'loading' && (
        <p role="status">
          <Trans>Loading your membership…</Trans>
        </p>
      )}
      {state.kind === 'signed-out' && (
        <p>
          <Trans>
            <Link to="/insurance/sign-in">Sign in</Link> with the email you joined with to see your
            application and the people it covers.
          </Trans>
        </p>
      )}
      {state.kind === 'not-a-member' && (
        <p>
          <Trans>This account is not a member’s account. Sign in with your member account.</Trans>
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert">
          <Trans>Your membership could not be loaded. Check your connection and try again.</Trans>
        </p>
      )}
      {state.kind === 'ready' && <AsOf state={state} />}
      {state.kind === 'ready' && state.applications.length === 0 && (
        <p>
          <Trans>
            No application was made with this account’s email yet.{' '}
            <Link to="/insurance/join">Join a scheme</Link>.
          </Trans>
        </p>
      )}
      {state.kind === 'ready' &&
        state.applications.map((application) => (
          <Application key={application.reference} application={application} />
        ))}
    </>
  )
}
