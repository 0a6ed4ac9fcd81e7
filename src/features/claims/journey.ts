/**
 * A funeral claim (`claims/submit`, src/shared/contracts/claim-outline.ts): a member, or a
 * relative for them, claims on the member's cover after a death. Its first page finds the
 * membership (the membership number or the join's reference, and the member's ID number), as
 * the form does not read the member's cover, unless a member is signed in on the phone: then
 * a page before it offers the people of their cover (cover-pick.ts); the pages after it (who died, when and where, the
 * documents, the claimant and their bank account) are in later.ts and load with the form's
 * checks, as the report of a fake's do. Saved in the outbox first, so it can be made offline.
 */
import { msg } from '@lingui/core/macro'
import { lazy } from 'react'
import { defineJourney, type Journey } from '../../journey/types'
import { claimOutline } from '../../shared/contracts/claim-outline'
import { coverOffered, pickedNow } from './cover-pick'

// Only for a member's phone: a relative's first page loads none of it (the route budget).
const CoverPick = lazy(() => import('./CoverPick'))

export const claim: Journey = defineJourney({
  id: 'claim',
  contract: claimOutline,
  title: msg`Make a funeral claim`,
  path: '/insurance/claim',
  startPath: '/insurance',
  steps: [
    {
      id: 'cover',
      title: msg`Who on your cover died?`,
      intro: msg`We are sorry for your loss. Choose the person from your cover, or someone else. You can fill this in offline: it is sent when you are online.`,
      // Not once the member signed out since the draft was made (their copy is gone too).
      when: coverOffered,
      fields: [
        {
          path: 'coverPick',
          control: 'custom',
          label: msg`The person who died`,
          // On the field too: a choice left from before goes when the offer does (model.ts prune).
          when: coverOffered,
          component: CoverPick,
        },
      ],
    },
    {
      id: 'member',
      title: msg`Whose cover is the claim on?`,
      intro: msg`We are sorry for your loss. Tell us whose funeral cover this claim is on. You can fill this in offline: it is sent when you are online.`,
      fields: [
        {
          path: 'member.membership',
          control: 'text',
          label: msg`The member's membership number, or the reference of their join application`,
          // A person chosen from the member's cover gives it (cover-pick.ts).
          when: (answers) => !pickedNow(answers),
          hint: msg`For example BTU123456, or MB-7K3Q9D2A from the confirmation of their application`,
          autoComplete: 'off',
          width: 'medium',
          spellCheck: false,
          messages: {
            'membershipNumber.required': msg`Enter the membership number or the reference of the join application`,
          },
        },
        {
          path: 'member.idNumber',
          control: 'text',
          label: msg`The member's ID or passport number`,
          autoComplete: 'off',
          width: 'medium',
          spellCheck: false,
        },
      ],
    },
  ],
  workedOut: () =>
    import('./later').then(({ later, deriveClaim, display }) => ({
      steps: later,
      derive: deriveClaim,
      display,
    })),
})
