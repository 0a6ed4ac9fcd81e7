/**
 * Report a scam call (`callerId/report`, src/shared/contracts/scam-call-outline.ts): a person
 * tells the verify organisation of a call or message they believe was a scam. It opens from a
 * caller check's answer with the number filled in (`/verify/report-call?phone=…`), so its
 * first page is the number; the pages after it (when it came, what was said, a screenshot, a
 * contact) are in later.ts and load with the form's checks, as the report of a fake's do.
 */
import { msg } from '@lingui/core/macro'
import { defineJourney, type Journey } from '../../journey/types'
import { scamCallOutline } from '../../shared/contracts/scam-call-outline'

export const scamCall: Journey = defineJourney({
  id: 'scam-call',
  contract: scamCallOutline,
  title: msg`Report a scam call`,
  path: '/verify/report-call',
  startPath: '/verify/callerId',
  steps: [
    {
      id: 'number',
      title: msg`Which number called you?`,
      intro: msg`Tell us about a call or message you think was a scam. You can fill this in offline: it is sent when you are online.`,
      fields: [
        {
          path: 'callerNumber',
          control: 'text',
          type: 'tel',
          label: msg`The number that called or messaged you`,
          hint: msg`As your phone shows it, for example +267 71 234 567`,
          autoComplete: 'off',
          width: 'medium',
          messages: { 'phone.required': msg`Enter the number that called or messaged you` },
        },
      ],
    },
  ],
  // A contact is optional: its page left empty sends none (given with the later pages).
  workedOut: () => import('./later').then(({ later, derive }) => ({ steps: later, derive })),
})
