/**
 * The four exclusion applications (docs/design.md section 1) as journeys over the one contract
 * (src/shared/contracts/exclusion.ts): what each asks and in which order. The contract decides
 * what is required for each kind; these pages only choose the questions and their words. The
 * cancellation is in cancel-journey.ts, so that its lead loads on its own page only.
 */
import { msg } from '@lingui/core/macro'
import { exclusionOutline } from '../../shared/contracts/exclusion-outline'
import { defineJourney, type Journey } from '../../journey/types'
import {
  declarationStep,
  documentsStep,
  facilityStep,
  file,
  periodStep,
  personSteps,
  reasonStep,
  referenceStep,
  relationshipStep,
  supportPersonsStep,
} from './steps'

export const START = '/self-help/exclusions'
export const idCopy = file(
  'idCopy',
  msg`A copy of your ID or passport`,
  msg`A photo or scan of the page with your photo: PDF, JPG, PNG or WebP, 10 MB at most`,
)
// Optional for every kind (the contract's files): this form is the application. The page adds
// "(optional)" from the contract; the words here only say when a person would have one.
export const applicationForm = file(
  'applicationForm',
  msg`The signed paper application form`,
  msg`Filling in this form is your application. Add the paper form only if you have already signed one.`,
)
// The question of a third-party application's description, and the words when it is missing.
const effects = msg`Describe how their gambling affects them and the people around them`
export const facilities = facilityStep(
  msg`Name the casinos, betting shops or other places, or write “all gambling places in Botswana”`,
)

export const selfExclusion: Journey = defineJourney({
  id: 'exclusion-self',
  contract: exclusionOutline,
  title: msg`Apply to exclude yourself`,
  path: '/self-help/exclusions/self',
  startPath: START,
  fixed: { kind: 'self' },
  steps: [
    ...personSteps('applicant'),
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
  ],
})

export const thirdPartyExclusion: Journey = defineJourney({
  id: 'exclusion-third-party',
  contract: exclusionOutline,
  title: msg`Apply to exclude someone close to you`,
  path: '/self-help/exclusions/third-party',
  startPath: START,
  fixed: { kind: 'third-party' },
  steps: [
    ...personSteps('applicant'),
    ...personSteps('player'),
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
  ],
})

export const appeal: Journey = defineJourney({
  id: 'exclusion-appeal',
  contract: exclusionOutline,
  title: msg`Appeal an exclusion decision`,
  path: '/self-help/exclusions/appeal',
  startPath: START,
  fixed: { kind: 'appeal', hadReferenceNumber: true },
  steps: [
    ...personSteps('applicant'),
    referenceStep(true),
    facilities,
    reasonStep(
      msg`Which decision do you appeal, and why?`,
      msg`What should we know to look at it again?`,
      msg`Enter what we should know to look at it again`,
    ),
    documentsStep([
      idCopy,
      file('counsellingReport', msg`A report from a counsellor`),
      applicationForm,
    ]),
    declarationStep,
  ],
})
