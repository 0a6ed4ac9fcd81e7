/**
 * The insured people of the signed-in member's cover, to choose who died (cover-pick.ts): one
 * radio per person, with their relationship and the member number, and "someone else" for a
 * person not listed. Read at once from the membership's copy on the phone, so it works offline;
 * then from `members/me` when the gateway answers (a member who never opened My membership
 * here has no copy yet).
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ChoiceFieldset } from '../../components/form/ChoiceFieldset'
import { call } from '../../gateway/client'
import { readPersonalCopy } from '../../gateway/personal-copy'
import type { CustomControlProps } from '../../journey/types'
import { coverChoices, type CoverCard } from './cover-people'
import type { CoverChoice } from './cover-pick'

const OTHER = 'other'

/** The copy's name (src/features/insurance/membership/copy.ts). */
const fromCopy = () => coverChoices(record(readPersonalCopy('insurance:membership')).applications)
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

function useCoverCards(): CoverCard[] {
  const [cards, setCards] = useState(fromCopy)
  useEffect(() => {
    let live = true
    call<unknown>('members/me', {}, { silent: true }).then(
      (answer) => {
        if (live) setCards(coverChoices(answer))
      },
      // Offline, or signed out since: the copy (or none) is what there is.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return cards
}

export default function CoverPick({ id, label, hint, error, value, onChange }: CustomControlProps) {
  const { t } = useLingui()
  const cards = useCoverCards()
  const picked = typeof value === 'object' && value !== null ? (value as CoverChoice).key : value
  const words = (card: CoverCard) => {
    const number = card.membership
    if (card.relationship === 'member') return t`You, the member. Member number ${number}`
    const who = card.said || (card.relationship === 'spouse' ? t`Spouse` : t`Dependent`)
    return t`${who}. Member number ${number}`
  }
  return (
    <ChoiceFieldset
      id={id}
      legend={label}
      hint={hint}
      error={error}
      type="radio"
      options={[
        ...cards.map((card) => ({
          key: card.key,
          label: `${card.firstName} ${card.surname}`,
          hint: words(card),
          checked: picked === card.key,
        })),
        {
          key: OTHER,
          label: t`Someone else, or a person not listed`,
          hint: t`You type their details, and the member’s number, on the next pages.`,
          checked: picked === OTHER,
        },
      ]}
      onToggle={(key) => {
        const card = cards.find((item) => item.key === key)
        if (!card) return onChange(OTHER)
        const { said: _said, ...choice } = card
        onChange(choice)
      }}
    />
  )
}
