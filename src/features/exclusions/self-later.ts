/**
 * The pages of the self-exclusion after its first (self-journey.ts), with the one only it asks:
 * the people who support the person.
 */
import { msg } from '@lingui/core/macro'
import type { Step } from '../../journey/types'
import { SUPPORT_PERSONS_MAX } from '../../shared/contracts/exclusion-outline'
import {
  applicationForm,
  contactSteps,
  declarationStep,
  documentsStep,
  facilities,
  file,
  idCopy,
  reasonStep,
  referenceStep,
} from './later-steps'
import { periodStep } from './period-step'
import { text } from './steps'

/**
 * The people a self-exclusion names to support the person (src/shared/contracts/exclusion.ts;
 * docs/decisions.md, "Support persons"): the page says what they are told and that they are
 * told nothing else, as the notices to them say no more.
 */
export const supportPersonsStep: Step = {
  id: 'support-persons',
  title: msg`People to support you`,
  intro: msg`You can name up to 5 people you trust, such as family or friends. We tell them when your exclusion is approved, shortly before it ends, and if you ask to cancel it. We tell them nothing else: they never see your application, your reasons or your documents. You can continue without naming anyone.`,
  fields: [
    {
      path: 'supportPersons',
      control: 'group',
      label: msg`Support persons`,
      itemLabel: (n) => msg`Support person ${n}`,
      addLabel: msg`Add a support person`,
      max: SUPPORT_PERSONS_MAX,
      fields: [
        text('fullName', msg`Their full name`, {
          autoComplete: 'off',
          messages: { 'name.required': msg`Enter the support person’s full name` },
        }),
        text('relationship', msg`Who they are to you`, {
          hint: msg`For example sister, friend or pastor`,
          width: 'medium',
        }),
        text('phone', msg`Their phone number`, {
          type: 'tel',
          autoComplete: 'off',
          hint: msg`Give a phone number, an email address or both`,
          width: 'medium',
        }),
        text('email', msg`Their email address`, {
          type: 'email',
          autoComplete: 'off',
          spellCheck: false,
        }),
      ],
    },
  ],
}

export const selfLater: readonly Step[] = [
  ...contactSteps('applicant'),
  facilities,
  periodStep,
  supportPersonsStep,
  reasonStep(msg`Why do you want to be excluded?`, msg`Anything else you want us to know`),
  referenceStep(false),
  documentsStep([
    idCopy,
    file(
      'picture',
      msg`A recent photo of your face`,
      msg`Staff at gambling places use it to recognise you. JPG, PNG or WebP, at least 512 pixels wide and high.`,
    ),
    applicationForm,
  ]),
  declarationStep,
]
