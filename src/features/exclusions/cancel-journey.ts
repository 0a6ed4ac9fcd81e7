/**
 * The application to cancel an exclusion (docs/decisions.md, "Cancelling an exclusion") over
 * the one contract (src/shared/contracts/exclusion.ts). Its own module, apart from the other
 * three (journeys.ts), so that its lead, the free counselling offered first, is loaded by its
 * page only (docs/design.md section 7, the route budget).
 */
import { msg } from '@lingui/core/macro'
import { exclusionOutline } from '../../shared/contracts/exclusion-outline'
import { defineJourney, type Journey } from '../../journey/types'
import { CancelLead } from './components/CancelLead'
import { applicationForm, facilities, idCopy, START } from './journeys'
import {
  declarationStep,
  documentsStep,
  file,
  personSteps,
  reasonStep,
  referenceStep,
} from './steps'

export const cancellation: Journey = defineJourney({
  id: 'exclusion-cancel',
  contract: exclusionOutline,
  title: msg`Apply to cancel an exclusion`,
  path: '/self-help/exclusions/cancel',
  startPath: START,
  fixed: { kind: 'cancel', hadReferenceNumber: true },
  lead: CancelLead,
  steps: [
    ...personSteps('applicant'),
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
  ],
})
