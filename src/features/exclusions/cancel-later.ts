/** The pages of the cancellation after its first (cancel-journey.ts). */
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

export const cancelLater: readonly Step[] = [
  ...contactSteps('applicant'),
  referenceStep(true),
  facilities,
  reasonStep(msg`Why should the exclusion end?`, msg`Anything else you want us to know`),
  documentsStep([
    idCopy,
    file(
      'counsellingReport',
      msg`A report from your counsellor`,
      msg`A letter or report from the counsellor you have seen about your gambling`,
    ),
    applicationForm,
  ]),
  declarationStep,
]
