/** The pages of a report of a fake after its first (journey.ts). */
import { msg } from '@lingui/core/macro'
import { lazy } from 'react'
import { optionalContactStep, withoutEmptyContact } from '../../journey/optional-contact'
import type { Step } from '../../journey/types'

// Only on the place's page: not the first page's download.
const LocationControl = lazy(() =>
  import('../../journey/components/LocationControl').then((m) => ({ default: m.LocationControl })),
)

export const later: readonly Step[] = [
  {
    id: 'place',
    title: msg`Where did you buy it?`,
    fields: [
      {
        path: 'placeBought',
        control: 'textarea',
        label: msg`The place`,
        hint: msg`The name of the shop, market or stall, the street and the town or village`,
        maxLength: 250,
        messages: {
          'address.required': msg`Enter where you bought it`,
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
    id: 'wrong',
    title: msg`What is wrong with it?`,
    fields: [
      {
        path: 'whatIsWrong',
        control: 'textarea',
        label: msg`What makes you think it is fake`,
        hint: msg`For example the packaging, the print, the taste or smell, the price, or what the code check said`,
        // The contract's WHAT_IS_WRONG_MAX (tests/unit/form-limits.test.ts holds them equal).
        maxLength: 1000,
        messages: { 'description.required': msg`Say what makes you think it is fake` },
      },
      {
        path: 'photos',
        control: 'file',
        label: msg`Photos of the product`,
        hint: msg`1 to 4 photos of the product, its label and its code: JPG, PNG or WebP. Large photos are made smaller on this device before they are sent.`,
      },
    ],
  },
  optionalContactStep,
]

// A contact is optional: its page left empty sends none, rather than an empty one refused.
export const derive = withoutEmptyContact
