/** Ask for counselling (`counselling/request`): who, where, in which language. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { DISTRICT_LABELS, optionsOf } from '../../../i18n/options'
import { LOCALES, NATIVE_NAMES } from '../../../i18n/locales'
import { DISTRICTS } from '../../../shared/contracts/choices'
import { counsellingOutline } from '../../../shared/contracts/seek-help-outline'
import { defineJourney, type Journey } from '../../../journey/types'
import { details, email, name, phone, START } from './fields'

/** The six languages, each in its own name (a language picker is never translated). */
const LANGUAGE_OPTIONS = LOCALES.map((value) => ({
  value,
  // A descriptor whose message is the language's own name; it has no translation to look up.
  label: { id: `language.${value}`, message: NATIVE_NAMES[value] } as MessageDescriptor,
}))

export const counselling: Journey = defineJourney({
  id: 'counselling',
  contract: counsellingOutline,
  title: msg`Ask for counselling`,
  path: '/self-help/contact/counselling',
  startPath: START,
  steps: [
    {
      id: 'your-details',
      title: msg`Your details`,
      fields: [name(), phone('contactPhone', msg`A counsellor calls you on this number`), email()],
    },
    {
      id: 'counsellor',
      title: msg`Your counsellor`,
      fields: [
        {
          path: 'district',
          control: 'select',
          label: msg`Which district are you in?`,
          hint: msg`We find a counsellor near you`,
          options: optionsOf(DISTRICTS, DISTRICT_LABELS),
        },
        {
          path: 'preferredLanguage',
          control: 'radios',
          label: msg`Which language would you like to speak?`,
          options: LANGUAGE_OPTIONS,
        },
      ],
    },
    {
      id: 'about',
      title: msg`About your request`,
      fields: [
        details(
          msg`Anything you want the counsellor to know first`,
          msg`For example whether the counselling is for you or someone else`,
        ),
      ],
    },
  ],
})
