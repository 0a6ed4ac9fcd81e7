/** Talk to a responsible gambling officer (`talk/request`): the helpline first, then a call back. */
import { msg } from '@lingui/core/macro'
import { optionsOf, type Labels } from '../../../i18n/options'
import { PREFERRED_TIMES, talkOutline } from '../../../shared/contracts/seek-help-outline'
import { defineJourney, type Journey } from '../../../journey/types'
import { TalkLead } from '../components/TalkLead'
import { details, name, phone, START } from './fields'

const PREFERRED_TIME_LABELS: Labels<typeof PREFERRED_TIMES> = {
  morning: msg`Morning (8am to 12pm)`,
  afternoon: msg`Afternoon (12pm to 4pm)`,
  evening: msg`Early evening (4pm to 7pm)`,
}

export const talk: Journey = defineJourney({
  id: 'talk',
  contract: talkOutline,
  title: msg`Talk to a responsible gambling officer`,
  path: '/self-help/contact/talk',
  startPath: START,
  lead: TalkLead,
  steps: [
    {
      id: 'call-back',
      title: msg`Ask for a call back`,
      fields: [
        name(),
        phone('contactPhone', msg`The officer calls you on this number`),
        {
          path: 'preferredTime',
          control: 'radios',
          label: msg`When is a good time to call?`,
          options: optionsOf(PREFERRED_TIMES, PREFERRED_TIME_LABELS),
        },
        details(msg`What would you like to talk about?`),
      ],
    },
  ],
})
