/** The pages of the appeal after its first (appeal-journey.ts). */
import { msg } from '@lingui/core/macro'
import type { Step } from '../../journey/types'
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

export const appealLater: readonly Step[] = [
  ...contactSteps('applicant'),
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
]
