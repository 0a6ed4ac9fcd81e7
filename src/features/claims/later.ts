/**
 * The pages of a funeral claim after its first (journey.ts), and what loads with them: the data
 * a person chosen from the member's cover fills (derive.ts), and how the choice reads on Check
 * your answers.
 */
import { msg } from '@lingui/core/macro'
import { DateParts } from '../../components/form/DateParts'
import type { Step, WorkedOut } from '../../journey/types'
import { chosen, pickedNow } from './cover-pick'

export { deriveClaim } from './derive'

/** The person chosen from the cover, with the member number; or "someone else". */
export const display: WorkedOut['display'] = {
  coverPick: (_value, answers) => {
    const pick = chosen(answers)
    return pick
      ? [`${pick.firstName} ${pick.surname}`, pick.membership]
      : msg`Someone else, or a person not listed`
  },
}

export const later: readonly Step[] = [
  {
    id: 'deceased',
    title: msg`Who died?`,
    intro: msg`The person as the member's application named them.`,
    fields: [
      {
        path: 'deceased.relationship',
        control: 'radios',
        label: msg`Who on the cover died`,
        // Said by the person chosen from the member's cover, when their copy knows it.
        when: (answers) => !pickedNow(answers)?.relationship,
        options: [
          { value: 'member', label: msg`The member` },
          { value: 'spouse', label: msg`The member's spouse` },
          { value: 'child', label: msg`A child of the member` },
          { value: 'parent', label: msg`A parent of the member` },
          { value: 'parent-in-law', label: msg`A parent-in-law of the member` },
          { value: 'extended', label: msg`Another family member on the cover` },
        ],
      },
      {
        path: 'deceased.firstName',
        control: 'text',
        when: (answers) => !pickedNow(answers),
        label: msg`First name`,
        autoComplete: 'off',
        messages: { 'name.required': msg`Enter the first name of the person who died` },
      },
      {
        path: 'deceased.surname',
        control: 'text',
        when: (answers) => !pickedNow(answers),
        label: msg`Surname`,
        autoComplete: 'off',
        messages: { 'name.required': msg`Enter the surname of the person who died` },
      },
      {
        path: 'deceased.dateOfBirth',
        control: 'date',
        label: msg`Date of birth`,
        hint: msg`For example 2 9 1988`,
        boxes: DateParts,
      },
    ],
  },
  {
    id: 'death',
    title: msg`When and where did they die?`,
    fields: [
      {
        path: 'deathDate',
        control: 'date',
        label: msg`Date of death`,
        hint: msg`For example 27 3 2026`,
        boxes: DateParts,
      },
      {
        path: 'deathPlace',
        control: 'text',
        label: msg`Place of death`,
        hint: msg`The town or village, and the hospital if they died in one`,
        messages: { 'location.required': msg`Enter the place of death` },
      },
    ],
  },
  {
    id: 'documents',
    title: msg`The documents`,
    intro: msg`A clear photo or a PDF of each. A large photo is made smaller on this device before it is sent.`,
    fields: [
      {
        path: 'deathProof',
        control: 'radios',
        label: msg`What proves the death`,
        hint: msg`The death certificate, or if it is not issued yet, the burial order, or a letter from the chief or the police.`,
        options: [
          { value: 'death-certificate', label: msg`The death certificate` },
          { value: 'burial-order', label: msg`The burial order` },
          { value: 'chief-letter', label: msg`A letter from the chief` },
          { value: 'police-letter', label: msg`A letter from the police` },
        ],
      },
      {
        path: 'deathProofFile',
        control: 'file',
        label: msg`The document that proves the death`,
        hint: msg`PDF, JPG, PNG or WebP`,
      },
      {
        path: 'claimantIdFile',
        control: 'file',
        label: msg`Your ID or passport`,
        hint: msg`The ID of the person making the claim: PDF, JPG, PNG or WebP`,
      },
    ],
  },
  {
    id: 'claimant',
    title: msg`Who is making the claim?`,
    intro: msg`You, the person we pay and contact about the claim.`,
    fields: [
      {
        path: 'claimant.fullName',
        control: 'text',
        label: msg`Your full name`,
        autoComplete: 'name',
      },
      {
        path: 'claimant.idNumber',
        control: 'text',
        label: msg`Your ID or passport number`,
        autoComplete: 'off',
        width: 'medium',
        spellCheck: false,
      },
      {
        path: 'claimant.relationship',
        control: 'text',
        label: msg`Your relationship to the person who died`,
        hint: msg`For example wife, son, sister, or yourself if you are the member`,
        width: 'medium',
      },
      {
        path: 'claimant.phone',
        control: 'text',
        type: 'tel',
        label: msg`Your phone number`,
        autoComplete: 'tel',
        width: 'medium',
      },
      {
        path: 'claimant.email',
        control: 'text',
        type: 'email',
        label: msg`Your email`,
        hint: msg`We email you when the claim is received and when it is decided.`,
        autoComplete: 'email',
        spellCheck: false,
      },
    ],
  },
  {
    id: 'bank',
    title: msg`Where should we pay the claim?`,
    intro: msg`A bank account in the claimant's name, or the name of the person the family chose.`,
    fields: [
      { path: 'bankAccount.bankName', control: 'text', label: msg`Bank name` },
      {
        path: 'bankAccount.branchCode',
        control: 'text',
        label: msg`Branch code`,
        inputMode: 'numeric',
        width: 'short',
        autoComplete: 'off',
      },
      {
        path: 'bankAccount.accountNumber',
        control: 'text',
        label: msg`Account number`,
        inputMode: 'numeric',
        width: 'medium',
        autoComplete: 'off',
      },
      {
        path: 'bankAccount.accountHolder',
        control: 'text',
        label: msg`Account holder's name`,
        autoComplete: 'off',
        messages: { 'name.required': msg`Enter the name of the account holder` },
      },
    ],
  },
]
