/**
 * Who the add-ons cover, with the live quote: one choice per person named
 * in the application (the spouse, then each dependent) among the add-ons of the chosen package,
 * and the monthly total, priced on the device by the function the gateway prices it with. The
 * band of an age-based add-on is picked from the person's age (catalogue-now.ts), so the member
 * chooses "Parent or parent-in-law", never a row of the age table.
 */
import { useLingui } from '@lingui/react/macro'
import { FieldFrame } from '../../../components/form/FieldFrame'
import { FieldsetFrame } from '../../../components/form/FieldsetFrame'
import { ageOn, parseIsoDate, todayInBotswana } from '../../../shared/insurance/age'
import { priceJoin } from '../../../shared/insurance/join-quote'
import { bandFor } from '../../../shared/insurance/pricing'
import { useValidation } from '../../../i18n/use-validation'
import type { CustomControlProps } from '../../../journey/types'
import { addOnGroups } from '../catalogue'
import { useLocalText } from '../local-text'
import { QuoteSummary } from '../components/QuoteSummary'
import { deriveJoin, packageOf, schemeOfPackage } from './catalogue-now'
import { peopleOf, type Line } from './people'

export function AddOnsControl({ id, label, hint, error, answers, onChange }: CustomControlProps) {
  const { t, i18n } = useLingui()
  const local = useLocalText()
  const data = deriveJoin(answers)
  const pkg = packageOf(data)
  const today = todayInBotswana()
  const lines = (Array.isArray(data.addOns) ? data.addOns : []) as Line[]
  const people = peopleOf(data)
  const outcome = priceJoin(pkg, data, today, false, (row) => local(row, 'name').text)
  const failed = outcome.ok ? [] : outcome.errors
  // The message's words load with the first message shown (use-validation.ts): English till then.
  const validation = useValidation(failed.length > 0)
  const problems = new Map(
    failed.map((e) => [e.path, validation?.validationMessage(i18n, e) ?? e.message]),
  )
  if (!pkg) return <p className="field__hint">{t`Choose a package first.`}</p>
  const groups = addOnGroups(pkg)

  const choose = (person: (typeof people)[number], name: string) => {
    const others = lines.filter((line) => !person.covers(line))
    const group = groups.find((item) => item.name === name)
    if (!group) return onChange(others)
    const birth = person.birth
    const age = birth && parseIsoDate(birth) && birth <= today ? ageOn(birth, today) : undefined
    const row = (age !== undefined && bandFor(pkg, name, age)) || group.rows[0]!
    onChange([...others, { addOnId: row.id, ...person.key }])
  }

  return (
    <>
      <FieldsetFrame id={`${id}-people`} legend={label} hint={hint} error={error}>
        {people.length === 0 && (
          <p id={id}>{t`You named no spouse or dependents: the package covers you alone.`}</p>
        )}
        {people.map((person, index) => {
          const lineIndex = lines.findIndex((line) => person.covers(line))
          // A chosen add-on's select has the id of its answer (`addOns.<line>.addOnId`), which
          // the error summary links to when Continue finds the choice refused.
          const selectId =
            lineIndex >= 0 ? `${id}-${lineIndex}-addOnId` : index === 0 ? id : `${id}-${index}`
          const chosen = lineIndex < 0 ? undefined : lines[lineIndex]
          const row = pkg.addOns.find((item) => item.id === chosen?.addOnId)
          const problem = problems.get(`addOns.${lineIndex}.addOnId`)
          const n = index + 1
          const name = person.name || t`Person ${n}`
          return (
            <FieldFrame
              key={person.path}
              id={selectId}
              label={t`Add-on for ${name}`}
              error={problem}
            >
              {(aria) => (
                <select
                  id={selectId}
                  className="field__input"
                  value={row?.name ?? ''}
                  onChange={(event) => choose(person, event.currentTarget.value)}
                  {...aria}
                >
                  <option value="">{t`No add-on`}</option>
                  {groups.map((group) => {
                    const name = local(group.rows[0]!, 'name')
                    return (
                      <option key={group.name} value={group.name} lang={name.lang}>
                        {name.text}
                      </option>
                    )
                  })}
                </select>
              )}
            </FieldFrame>
          )
        })}
      </FieldsetFrame>
      <QuoteSummary
        quote={outcome.ok ? outcome.quote : undefined}
        scheme={schemeOfPackage(data.packageId)}
      />
    </>
  )
}
