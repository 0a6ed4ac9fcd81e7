/**
 * The support persons an exclusion's applicant named: the people the notices about it also go
 * to. A card each (a table would not fit a phone): the name, the relationship in the form's
 * words (or as typed), the phone number and email address given.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SupportPerson } from '../../../shared/schemas/staff-cases'
import { labelOr } from '../case-labels'
import { RELATIONSHIP_LABELS } from '../exclusion-labels'

export function CaseSupportPersons({ persons }: { persons: SupportPerson[] }) {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby="case-support-title">
      <h2 id="case-support-title">
        <Trans>Support persons</Trans>
      </h2>
      {persons.length === 0 ? (
        <p>
          <Trans>No support person was named.</Trans>
        </p>
      ) : (
        <ul className="staff-list">
          {persons.map((person, index) => {
            const relationship =
              person.relationship && labelOr(RELATIONSHIP_LABELS, person.relationship)
            return (
              <li key={index} className="staff-list__item">
                <p className="staff-list__title">{person.fullName}</p>
                <dl>
                  <dt>
                    <Trans>Relationship</Trans>
                  </dt>
                  <dd>
                    {relationship
                      ? i18n._(relationship)
                      : (person.relationship ?? <Trans>Not given</Trans>)}
                  </dd>
                  <dt>
                    <Trans>Phone</Trans>
                  </dt>
                  <dd>{person.phone ?? <Trans>Not given</Trans>}</dd>
                  <dt>
                    <Trans>Email</Trans>
                  </dt>
                  <dd>{person.email ?? <Trans>Not given</Trans>}</dd>
                </dl>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
