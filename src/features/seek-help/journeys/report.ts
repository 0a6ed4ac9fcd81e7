/** Report illegal gambling (`reports/submit`): what, where, the details, with or without a name. */
import { msg } from '@lingui/core/macro'
import { lazy } from 'react'
import { optionsOf, type Labels } from '../../../i18n/options'
import { OFFENSES, reportOutline } from '../../../shared/contracts/seek-help-outline'
import { defineJourney, type Journey } from '../../../journey/types'
import { details, email, name, phone, START } from './fields'

// On the second page, with the coordinates it reads: not the first page's download.
const LocationControl = lazy(() =>
  import('../../../journey/components/LocationControl').then((m) => ({
    default: m.LocationControl,
  })),
)

const OFFENSE_LABELS: Labels<typeof OFFENSES> = {
  illegalGambling: msg`Illegal gambling machines`,
  underAgeGambling: msg`Gambling by people under 18`,
  gamblingWhileInExclusion: msg`Gambling by someone who is excluded`,
  impersonatingAnotherPlayer: msg`Someone pretending to be another player`,
  illegalGamblingEstablishment: msg`A gambling place without a licence`,
  other: msg`Something else`,
}

export const report: Journey = defineJourney({
  id: 'report',
  contract: reportOutline,
  title: msg`Report illegal gambling`,
  path: '/self-help/contact/report',
  startPath: START,
  steps: [
    {
      id: 'offence',
      title: msg`What is happening?`,
      fields: [
        {
          path: 'natureOfOffense',
          control: 'radios',
          label: msg`What do you want to report?`,
          options: optionsOf(OFFENSES, OFFENSE_LABELS),
          messages: { 'natureOfOffense.required': msg`Select what you want to report` },
        },
        {
          path: 'otherOffense',
          control: 'text',
          label: msg`What is it?`,
          messages: { 'nature.required': msg`Say what you want to report` },
        },
      ],
    },
    {
      id: 'place',
      title: msg`Where is it happening?`,
      fields: [
        {
          path: 'location',
          control: 'textarea',
          label: msg`The place`,
          hint: msg`The name of the shop, bar or building, the street and the town or village`,
          maxLength: 250,
          messages: {
            'address.required': msg`Enter where it is happening`,
            'address.tooLong': msg`The place must be {max} characters or fewer`,
          },
        },
        {
          path: 'coordinates',
          control: 'custom',
          label: msg`Your location, if you are there now`,
          hint: msg`Only if you want to: your phone asks before it shares where you are.`,
          component: LocationControl,
        },
      ],
    },
    {
      id: 'details',
      title: msg`What you saw`,
      fields: [
        details(
          msg`Describe what you saw`,
          msg`When it happens, who is involved, and anything else that helps us find it.`,
          { missing: msg`Describe what you saw`, max: 250 },
        ),
      ],
    },
    {
      id: 'anonymous',
      title: msg`Your name`,
      fields: [
        {
          path: 'anonymous',
          control: 'radios',
          label: msg`Do you want to report without giving your name?`,
          hint: msg`If you give your name and number, an officer can ask you for more details. We never tell the people you report who you are.`,
          options: [
            { value: true, label: msg`Yes, report without my name` },
            { value: false, label: msg`No, I will give my name and contact details` },
          ],
          messages: {
            'anonymous.required': msg`Select whether you want to report without giving your name`,
          },
        },
      ],
    },
    {
      id: 'contact',
      title: msg`How we can contact you`,
      intro: msg`Give a phone number, an email address or both, so that an officer can reach you.`,
      fields: [name('contact.fullName'), phone('contact.contactPhone'), email('contact.email')],
    },
  ],
})
