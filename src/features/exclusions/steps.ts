/**
 * The first page every exclusion application opens on: who the person is (the applicant, and
 * the player's page of a third-party application). Only this is loaded with a form's first
 * page; the pages after it (later-steps.ts, and each application's own *-later.ts) load with
 * its checks, at the first focus in the form (docs/design.md section 7, the route budget).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { GENDER_LABELS, optionsOf } from '../../i18n/options'
import { AGE_RANGES, GENDERS } from '../../shared/contracts/choices'
import type { Field, Step } from '../../journey/types'
import { AGE_RANGE_LABELS } from './labels'

export type Role = 'applicant' | 'player'

const words = {
  applicant: {
    details: msg`Your details`,
    name: msg`Your full name`,
    nameMissing: msg`Enter your full name`,
  },
  player: {
    details: msg`The person you want excluded`,
    name: msg`Their full name`,
    nameMissing: msg`Enter the full name of the person you want excluded`,
  },
} satisfies Record<Role, Record<string, MessageDescriptor>>

export const text = (path: string, label: MessageDescriptor, extra: Partial<Field> = {}): Field =>
  ({ path, control: 'text', label, ...extra }) as Field

/** Where Back leads from the first page. */
export const START = '/self-help/exclusions'

/** The first page of every exclusion application: who the person is. */
export function detailsStep(role: Role): Step {
  const w = words[role]
  const at = (name: string) => `${role}.${name}`
  return {
    id: role === 'applicant' ? 'your-details' : 'player-details',
    title: w.details,
    intro:
      role === 'player'
        ? msg`Staff use these details to recognise the person at gambling places. You can leave out any question marked (optional) if you do not know the answer.`
        : undefined,
    fields: [
      text(at('fullName'), w.name, {
        autoComplete: role === 'applicant' ? 'name' : 'off',
        messages: { 'name.required': w.nameMissing },
      }),
      text(at('idNumber'), msg`National ID (Omang) or passport number`, {
        width: 'medium',
        spellCheck: false,
      }),
      {
        path: at('gender'),
        control: 'radios',
        label: msg`Gender`,
        options: optionsOf(GENDERS, GENDER_LABELS),
      },
      {
        path: at('ageRange'),
        control: 'radios',
        label: msg`Age`,
        options: optionsOf(AGE_RANGES, AGE_RANGE_LABELS),
      },
    ],
  }
}
