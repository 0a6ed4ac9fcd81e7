/**
 * Who an approved membership covers today: one card per insured person, with the add-on that
 * covers them, the amount a claim pays and, in words in the reader's language, from when a
 * death by accident and a death from any cause are covered (src/shared/insurance/cover.ts).
 * Worked out on the device from today's date in Botswana, so a copy read offline months later
 * still says the right thing.
 */
import { useLingui } from '@lingui/react/macro'
import { dayInWords } from '../../../shared/date-words'
import { todayInBotswana } from '../../../shared/insurance/age'
import { coverOn, type InsuredPerson, type Membership } from '../../../shared/insurance/cover'
import { appLocaleOf } from '../../../i18n/locales'
import { useLocalText } from '../local-text'
import { useMoney } from '../use-money'
import { Row } from './Row'

function CoverCard({
  membership,
  person,
  id,
}: {
  membership: Membership
  person: InsuredPerson
  id: string
}) {
  const { t, i18n } = useLingui()
  const money = useMoney()
  const local = useLocalText()
  const locale = appLocaleOf(i18n.locale)
  const from = dayInWords(person.coverFrom, locale)
  const until = dayInWords(person.anyCauseFrom, locale)
  const today = coverOn(membership, person, todayInBotswana())
  const covered = !today.insured
    ? t`Covered from ${from} for death by accident; for any cause from ${until}.`
    : today.anyCause
      ? t`Covered for death from any cause since ${until}.`
      : t`Covered for death by accident now; for any cause from ${until}.`
  const fallback = { member: t`You, the member`, spouse: t`Spouse`, dependent: t`Dependent` }
  const relationship =
    person.role === 'member' ? fallback.member : person.relationship || fallback[person.role]
  const name = `${person.firstName} ${person.surname}`
  return (
    <li className="cover-card">
      <h4 id={id}>{name}</h4>
      <dl className="summary-list">
        <Row label={t`Relationship`}>{relationship}</Row>
        <Row label={t`Add-on`}>
          {person.addOn ? local(person.addOn, 'name').text : t`None: covered by the package`}
        </Row>
        <Row label={t`Cover amount`}>{money(person.coverAmount)}</Row>
        <Row label={t`Covered`}>{covered}</Row>
      </dl>
    </li>
  )
}

export function CoverCards({
  membership,
  reference,
}: {
  membership: Membership
  reference: string
}) {
  const { t } = useLingui()
  const heading = `cover-${reference}`
  return (
    // Named with the application too: a member with two approved ones has two such sections.
    <section aria-labelledby={`${heading} m-${reference}`}>
      <h3 id={heading}>{t`Who is covered`}</h3>
      <ul className="cover-cards">
        {membership.people.map((person, i) => (
          <CoverCard
            key={`${person.role}-${person.dependent ?? ''}`}
            membership={membership}
            person={person}
            id={`${heading}-${i}`}
          />
        ))}
      </ul>
    </section>
  )
}
