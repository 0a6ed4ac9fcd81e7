/**
 * The four seek-help requests of the self-help portal (docs/design.md section 4a) as journeys over
 * their contracts (src/shared/contracts/seek-help.ts): report illegal gambling, make a
 * complaint, ask for counselling, ask to talk to an officer.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  DISTRICT_LABELS,
  LANGUAGE_OPTIONS,
  OFFENSE_LABELS,
  optionsOf,
  PREFERRED_TIME_LABELS,
} from '../../i18n/options'
import { DISTRICTS } from '../../shared/contracts/choices'
import {
  complaintOutline,
  counsellingOutline,
  OFFENSES,
  PREFERRED_TIMES,
  reportOutline,
  talkOutline,
} from '../../shared/contracts/seek-help-outline'
import { defineJourney, type Field, type Journey } from '../../journey/types'
import { LocationControl } from './components/LocationControl'
import { TalkLead } from './components/TalkLead'

const START = '/self-help/contact'

const name = (path = 'fullName'): Field => ({
  path,
  control: 'text',
  label: msg`Your full name`,
  autoComplete: 'name',
  messages: { 'name.required': msg`Enter your full name` },
})
const phone = (path = 'contactPhone', hint?: MessageDescriptor): Field => ({
  path,
  control: 'text',
  type: 'tel',
  label: msg`Phone number`,
  hint: hint ?? msg`For example +267 71 234 567`,
  autoComplete: 'tel',
  width: 'medium',
})
const email = (path = 'email'): Field => ({
  path,
  control: 'text',
  type: 'email',
  label: msg`Email address`,
  autoComplete: 'email',
  spellCheck: false,
})
const details = (label: MessageDescriptor, hint?: MessageDescriptor): Field => ({
  path: 'description',
  control: 'textarea',
  label,
  hint,
})

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
          messages: { 'address.required': msg`Enter where it is happening` },
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
          msg`When it happens, who is involved, and anything else that helps us find it. 250 characters at most.`,
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
        },
      ],
    },
    {
      id: 'contact',
      title: msg`How we can contact you`,
      fields: [name('contact.fullName'), phone('contact.contactPhone'), email('contact.email')],
    },
  ],
})

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
        },
        details(
          msg`What happened?`,
          msg`What went wrong, when, and what you would like to happen now`,
        ),
      ],
    },
  ],
})

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
