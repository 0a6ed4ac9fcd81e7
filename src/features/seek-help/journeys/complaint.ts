/** Make a complaint (`complaints/submit`): who is complaining, and about what. */
import { msg } from '@lingui/core/macro'
import { complaintOutline } from '../../../shared/contracts/seek-help-outline'
import { defineJourney, type Journey } from '../../../journey/types'
import { details, email, name, phone, START } from './fields'

export const complaint: Journey = defineJourney({
  id: 'complaint',
  contract: complaintOutline,
  title: msg`Make a complaint`,
  path: '/self-help/contact/complaint',
  startPath: START,
  steps: [
    {
      id: 'your-details',
      title: msg`Your details`,
      fields: [
        name(),
        phone(),
        email(),
        {
          path: 'idNumber',
          control: 'text',
          label: msg`National ID (Omang) or passport number`,
          hint: msg`It helps us find your records, and you can use it to check your complaint.`,
          width: 'medium',
          spellCheck: false,
        },
      ],
    },
    {
      id: 'complaint',
      title: msg`Your complaint`,
      fields: [
        {
          path: 'gamblingFacility',
          control: 'text',
          label: msg`The gambling place or operator it is about`,
          messages: {
            'gamblingFacility.tooLong': msg`The gambling place or operator must be {max} characters or fewer`,
          },
        },
        details(
          msg`What happened?`,
          msg`What went wrong, when, and what you would like to happen now`,
          { missing: msg`Enter what happened` },
        ),
      ],
    },
  ],
})
