/**
 * `/staff/members/<number>`: a member of the union for the union's staff, on one page
 * (`staff/members/show`): who they are and how to reach them, who their cover insures and from
 * when (a card per person: accident cover from, any cause from, and where it stands today),
 * their premiums month by month (MemberDeductions), and the funeral claims on their membership
 * with their status, each linking to its case; then their other join applications. A number
 * that finds no member says so by the search, to try another.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { useAppLocale } from '../../../i18n/locales'
import { formatCurrency } from '../../../shared/dates'
import { todayInBotswana } from '../../../shared/insurance/age'
import { coverOn, type InsuredPerson, type Membership } from '../../../shared/insurance/cover'
import { localText, type Translated } from '../../../shared/insurance/texts'
import type { StaffMember } from '../../../shared/schemas/staff-members'
import { caseStatusLabel } from '../case-labels'
import { relationshipLabel, ROLE_LABELS } from '../member-labels'
import { seesMembers, showMember } from '../members'
import { useSession } from '../session'
import { useFormatDay, useFormatTime } from '../use-format-time'
import { FindMember } from './FindMember'
import { MemberDeductions } from './MemberDeductions'
import { NotAllowed } from './NotAllowed'

/** A catalogue text in the reader's language, marked with its own when it falls back. */
function Local<F extends string>({ item, field }: { item: Translated<F>; field: F }) {
  const { i18n } = useLingui()
  const text = localText(item, field, i18n.locale)
  return text.lang ? <span lang={text.lang}>{text.text}</span> : <>{text.text}</>
}

export function MemberPage({ number }: { number: string }) {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  if (!seesMembers(session.me)) return <NotAllowed />
  return <Member number={number} />
}

type Loaded = { member: StaffMember } | { unknown: true } | { failed: true }

function Member({ number }: { number: string }) {
  const [loaded, setLoaded] = useState<{ number: string; state: Loaded }>()
  const title = useMemo(() => msg`Member ${number}`, [number])

  useEffect(() => {
    let current = true
    showMember(number).then(
      (member) => current && setLoaded({ number, state: member ? { member } : { unknown: true } }),
      () => current && setLoaded({ number, state: { failed: true } }),
    )
    return () => {
      current = false
    }
  }, [number])

  const state = loaded?.number === number ? loaded.state : undefined
  return (
    <>
      <PageTitle title={title} />
      {!state && (
        <p role="status">
          <Trans>Opening the member’s page…</Trans>
        </p>
      )}
      {state && 'failed' in state && (
        <p>
          <Trans>This member’s page could not be opened.</Trans>
        </p>
      )}
      {state && 'unknown' in state && (
        <>
          <p role="status">
            <Trans>
              No member of the union has the number {number}. A join application not yet approved is
              in the queue of join applications.
            </Trans>
          </p>
          <FindMember />
        </>
      )}
      {state && 'member' in state && <MemberView member={state.member} />}
    </>
  )
}

function MemberView({ member }: { member: StaffMember }) {
  const day = useFormatDay()
  const locale = useAppLocale()
  const { membership } = member
  const name = `${member.firstName} ${member.surname}`
  const reference = member.reference
  return (
    <>
      <section aria-labelledby="member-title" className="card">
        <h2 id="member-title">{name}</h2>
        <dl className="staff-member__facts">
          <dt>
            <Trans>Member number</Trans>
          </dt>
          <dd>
            {membership.memberNumberFrom === 'reference' ? (
              <Trans>{reference} (no membership number: the join’s reference)</Trans>
            ) : (
              membership.memberNumber
            )}
          </dd>
          <dt>
            <Trans>Join application</Trans>
          </dt>
          <dd>
            <Link to="/staff/cases/$area/$reference" params={{ area: 'members', reference }}>
              {reference}
            </Link>
          </dd>
          <dt>
            <Trans>Package</Trans>
          </dt>
          <dd>
            <Local item={member.package} field="title" />
          </dd>
          <dt>
            <Trans>Monthly premium</Trans>
          </dt>
          <dd>{formatCurrency(membership.monthlyAmount, locale)}</dd>
          <dt>
            <Trans>Approved on</Trans>
          </dt>
          <dd>{day(membership.approvedOn)}</dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>
            {member.email ? (
              <a href={`mailto:${member.email}`}>{member.email}</a>
            ) : (
              <Trans>None given</Trans>
            )}
          </dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            {member.phone ? (
              <a href={`tel:${member.phone}`}>{member.phone}</a>
            ) : (
              <Trans>None given</Trans>
            )}
          </dd>
        </dl>
      </section>
      <MemberCover membership={membership} />
      <MemberDeductions deductions={member.deductions} />
      <MemberClaims member={member} />
      {member.otherJoins.length > 0 && <OtherJoins member={member} />}
    </>
  )
}

function CoverCard({ membership, person }: { membership: Membership; person: InsuredPerson }) {
  const day = useFormatDay()
  const locale = useAppLocale()
  const { i18n } = useLingui()
  const today = coverOn(membership, person, todayInBotswana())
  // The join's own words for a spouse or dependent ("husband", "daughter"), else the role.
  const relationship =
    (person.role !== 'member' && person.relationship) || i18n._(ROLE_LABELS[person.role])
  const from = day(person.coverFrom)
  const anyCause = day(person.anyCauseFrom)
  return (
    <li className="staff-list__item">
      <h3 className="staff-list__title">
        {person.firstName} {person.surname}
      </h3>
      <dl>
        <dt>
          <Trans>Relationship</Trans>
        </dt>
        <dd>{relationship}</dd>
        <dt>
          <Trans>Add-on</Trans>
        </dt>
        <dd>
          {person.addOn ? (
            <Local item={person.addOn} field="name" />
          ) : (
            <Trans>None: covered by the package</Trans>
          )}
        </dd>
        <dt>
          <Trans>Cover amount</Trans>
        </dt>
        <dd>{formatCurrency(person.coverAmount, locale)}</dd>
        <dt>
          <Trans>Covered from</Trans>
        </dt>
        <dd>
          <Trans>{from}, for death by accident</Trans>
        </dd>
        <dt>
          <Trans>Any cause from</Trans>
        </dt>
        <dd>{anyCause}</dd>
        <dt>
          <Trans>Today</Trans>
        </dt>
        <dd>
          {today.anyCause ? (
            <Trans>Covered for death from any cause</Trans>
          ) : today.insured ? (
            <Trans>Covered for death by accident only</Trans>
          ) : (
            <Trans>Not covered yet</Trans>
          )}
        </dd>
      </dl>
    </li>
  )
}

function MemberCover({ membership }: { membership: Membership }) {
  return (
    <section aria-labelledby="member-cover-title">
      <h2 id="member-cover-title">
        <Trans>Who is covered</Trans>
      </h2>
      <ul className="staff-list">
        {membership.people.map((person) => (
          <CoverCard
            key={`${person.role}-${person.dependent ?? ''}`}
            membership={membership}
            person={person}
          />
        ))}
      </ul>
    </section>
  )
}

function MemberClaims({ member }: { member: StaffMember }) {
  const { i18n } = useLingui()
  const time = useFormatTime()
  const day = useFormatDay()
  const locale = useAppLocale()
  return (
    <section aria-labelledby="member-claims-title">
      <h2 id="member-claims-title">
        <Trans>Funeral claims</Trans>
      </h2>
      {member.claims.length === 0 ? (
        <p>
          <Trans>No funeral claim names this membership.</Trans>
        </p>
      ) : (
        <ul className="staff-list">
          {member.claims.map((claim) => {
            const { firstName, surname, relationship } = claim.deceased
            const label = relationshipLabel(relationship)
            return (
              <li key={claim.reference} className="staff-list__item">
                <p className="staff-list__title">
                  <Link
                    to="/staff/cases/$area/$reference"
                    params={{ area: 'claims', reference: claim.reference }}
                  >
                    {claim.reference}
                  </Link>
                </p>
                <dl>
                  <dt>
                    <Trans>Status</Trans>
                  </dt>
                  <dd>{i18n._(caseStatusLabel('claim', claim.status))}</dd>
                  <dt>
                    <Trans>Who died</Trans>
                  </dt>
                  <dd>
                    {firstName} {surname} ({label ? i18n._(label) : relationship})
                  </dd>
                  <dt>
                    <Trans>Date of death</Trans>
                  </dt>
                  <dd>{claim.deathDate ? day(claim.deathDate) : ''}</dd>
                  <dt>
                    <Trans>Submitted</Trans>
                  </dt>
                  <dd>{time(claim.submittedAt)}</dd>
                  {claim.payout !== null && (
                    <>
                      <dt>
                        <Trans>Payout</Trans>
                      </dt>
                      <dd>{formatCurrency(claim.payout, locale)}</dd>
                    </>
                  )}
                </dl>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function OtherJoins({ member }: { member: StaffMember }) {
  const { i18n } = useLingui()
  const time = useFormatTime()
  return (
    <section aria-labelledby="member-joins-title">
      <h2 id="member-joins-title">
        <Trans>Other join applications</Trans>
      </h2>
      <ul className="staff-list">
        {member.otherJoins.map((join) => (
          <li key={join.reference} className="staff-list__item">
            <p className="staff-list__title">
              <Link
                to="/staff/cases/$area/$reference"
                params={{ area: 'members', reference: join.reference }}
              >
                {join.reference}
              </Link>
            </p>
            <dl>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{i18n._(caseStatusLabel('insuranceJoin', join.status))}</dd>
              <dt>
                <Trans>Submitted</Trans>
              </dt>
              <dd>{time(join.submittedAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
