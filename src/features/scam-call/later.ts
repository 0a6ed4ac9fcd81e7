/** The pages of a report of a scam call after its first (journey.ts). */
import { msg } from '@lingui/core/macro'
import { DateParts } from '../../components/form/DateParts'
import { optionalContactStep, withoutEmptyContact } from '../../journey/optional-contact'
import type { Step } from '../../journey/types'

export const later: readonly Step[] = [
  {
    id: 'when',
    title: msg`When did the call or message come?`,
    intro: msg`As your phone shows it, in its list of calls or messages.`,
    fields: [
      {
        path: 'callDate',
        control: 'date',
        label: msg`Date`,
        hint: msg`For example 27 3 2026`,
        boxes: DateParts,
      },
      {
        path: 'callTime',
        control: 'text',
        label: msg`Time`,
        hint: msg`For example 14:30 or 2:30pm. Roughly, if you are not sure.`,
        autoComplete: 'off',
        width: 'short',
        spellCheck: false,
      },
    ],
  },
  {
    id: 'said',
    title: msg`What did they say or ask?`,
    fields: [
      {
        path: 'whatWasSaid',
        control: 'textarea',
        label: msg`What was said or asked`,
        hint: msg`For example who they said they were, what they asked you to do, pay or tell them, and any name, account number or link they gave`,
        // The contract's WHAT_WAS_SAID_MAX (tests/unit/form-limits.test.ts holds them equal).
        maxLength: 1000,
        messages: { 'description.required': msg`Say what was said or asked` },
      },
      {
        path: 'screenshot',
        control: 'file',
        label: msg`A screenshot of the call or message`,
        hint: msg`One picture, if you have one, for example of the message or of your list of calls: JPG, PNG or WebP. A large picture is made smaller on this device before it is sent.`,
      },
    ],
  },
  optionalContactStep,
]

// A contact is optional: its page left empty sends none, rather than an empty one refused.
export const derive = withoutEmptyContact
