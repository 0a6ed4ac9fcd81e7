/**
 * The pages of the third-party application after its first (third-party-journey.ts): the
 * applicant's contact details, the player's, and the one question only it asks, how the
 * applicant knows the player.
 */
import { msg } from '@lingui/core/macro'
import type { Step } from '../../journey/types'
import { optionsOf, type Labels } from '../../i18n/options'
import { RELATIONSHIPS } from '../../shared/contracts/exclusion-outline'
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
import { detailsStep, text } from './steps'

// The question of a third-party application's description, and the words when it is missing.
const effects = msg`Describe how their gambling affects them and the people around them`

export const RELATIONSHIP_LABELS: Labels<typeof RELATIONSHIPS> = {
  spouse: msg`Husband, wife or partner`,
  father: msg`Father`,
  mother: msg`Mother`,
  uncle: msg`Uncle`,
  aunt: msg`Aunt`,
  daughter: msg`Daughter`,
  cousin: msg`Cousin`,
  son: msg`Son`,
  other: msg`Other relationship`,
  serviceProvider: msg`Their social worker, counsellor or other service provider`,
}

export const relationshipStep: Step = {
  id: 'relationship',
  title: msg`How you know the person`,
  fields: [
    {
      path: 'relationship',
      control: 'radios',
      label: msg`What is your relationship to them?`,
      options: optionsOf(RELATIONSHIPS, RELATIONSHIP_LABELS),
    },
    text('otherRelationship', msg`Your relationship to them`, {
      hint: msg`For example neighbour, employer or friend`,
    }),
  ],
}

export const thirdPartyLater: readonly Step[] = [
  ...contactSteps('applicant'),
  detailsStep('player'),
  ...contactSteps('player'),
  relationshipStep,
  facilities,
  periodStep,
  reasonStep(msg`Why do you want them excluded?`, effects, effects),
  referenceStep(false),
  documentsStep([
    idCopy,
    file('playerIdCopy', msg`A copy of their ID or passport`),
    file(
      'playerPicture',
      msg`A recent photo of their face`,
      msg`JPG, PNG or WebP, at least 512 pixels wide and high`,
    ),
    file('picture', msg`A recent photo of your face`),
    applicationForm,
  ]),
  declarationStep,
]
