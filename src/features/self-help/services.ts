/**
 * The portal's services (docs/design.md section 1), grouped for the Self Help Portal home.
 *
 * `available` says whether the app has the service yet. The home page is honest about the
 * rest: it shows them as "Not available yet" with the helpline instead of linking to an empty page.
 * Whoever builds a service turns its flag on; the browser test follows every link on the home
 * page and fails if one leads to a "not available yet" page.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CaseKind } from '../../shared/contracts/kinds'

export interface Service {
  to: string
  /**
   * The form kind a service starts (src/shared/contracts/kinds.ts): every kind of the portal has
   * its service, at its journey's page (tests/unit/kinds.test.ts).
   */
  kind?: CaseKind
  title: MessageDescriptor
  description: MessageDescriptor
  available: boolean
}

export interface ServiceGroup {
  id: string
  heading: MessageDescriptor
  services: readonly Service[]
}

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: 'check-yourself',
    heading: msg`Check your gambling`,
    services: [
      {
        to: '/self-help/pgsi/quiz',
        title: msg`Take the PGSI quiz`,
        description: msg`Questions about the past year that show whether gambling may be harming you. Your answers stay on this device.`,
        available: true,
      },
      {
        to: '/self-help/pgsi',
        title: msg`About the PGSI`,
        description: msg`What the Problem Gambling Severity Index is, how it works and what the score means.`,
        available: true,
      },
    ],
  },
  {
    id: 'exclusion',
    heading: msg`Exclusion from gambling places`,
    services: [
      {
        to: '/self-help/exclusions/self',
        kind: 'exclusion-self',
        title: msg`Exclude yourself`,
        description: msg`Apply to be barred from gambling places, to help you stop.`,
        available: true,
      },
      {
        to: '/self-help/exclusions/third-party',
        kind: 'exclusion-third-party',
        title: msg`Exclude someone close to you`,
        description: msg`Apply to have a family member or someone you care for barred from gambling places.`,
        available: true,
      },
      {
        to: '/self-help/exclusions/appeal',
        kind: 'exclusion-appeal',
        title: msg`Appeal an exclusion decision`,
        description: msg`Ask for a decision about an exclusion to be looked at again.`,
        available: true,
      },
      {
        to: '/self-help/exclusions/cancel',
        kind: 'exclusion-cancel',
        title: msg`Cancel an exclusion`,
        description: msg`Apply to end an exclusion.`,
        available: true,
      },
      {
        to: '/self-help/status',
        title: msg`Check an application`,
        description: msg`See where an application has got to, with your ID or passport number and its reference number.`,
        available: true,
      },
    ],
  },
  {
    id: 'get-help',
    heading: msg`Get help or contact us`,
    services: [
      {
        to: '/self-help/contact/counselling',
        kind: 'counselling',
        title: msg`Ask for counselling`,
        description: msg`Ask for counselling about your gambling or someone else’s.`,
        available: true,
      },
      {
        to: '/self-help/contact/talk',
        kind: 'talk',
        title: msg`Talk to a responsible gambling officer`,
        description: msg`Ask to talk to an officer about gambling and the help on offer.`,
        available: true,
      },
      {
        to: '/self-help/contact/complaint',
        kind: 'complaint',
        title: msg`Make a complaint`,
        description: msg`Tell the regulator about something that went wrong.`,
        available: true,
      },
      {
        to: '/self-help/contact/report',
        kind: 'report',
        title: msg`Report illegal gambling`,
        description: msg`Tell us about illegal machines, underage gambling, gambling while excluded or other offences.`,
        available: true,
      },
      {
        to: '/self-help/faqs',
        title: msg`Frequently asked questions`,
        description: msg`Plain answers about exclusions, documents, privacy, counselling, reporting and the helpline.`,
        available: true,
      },
    ],
  },
]
