/**
 * The words of the option lists several forms share (src/shared/contracts/choices.ts): each
 * value a form offers, as a Lingui descriptor, the way validation.ts gives words to the shared
 * messages. src/shared cannot use the macro (the gateway imports it without Babel). A list
 * that one form family asks has its words beside its journeys (features/exclusions/labels.ts,
 * each seek-help request's journey), so a form's page loads only its own.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DISTRICTS, GENDERS } from '../shared/contracts/choices'

export type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

export const GENDER_LABELS: Labels<typeof GENDERS> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
}

export const DISTRICT_LABELS: Labels<typeof DISTRICTS> = {
  central: msg`Central`,
  chobe: msg`Chobe`,
  ghanzi: msg`Ghanzi`,
  kgalagadi: msg`Kgalagadi`,
  ngamiland: msg`Ngamiland`,
  kgatleng: msg`Kgatleng`,
  kweneng: msg`Kweneng`,
  'north-east': msg`North-East`,
  south: msg`Southern`,
  'south-east': msg`South-East`,
}

/** The options of a list with their words, in the list's order. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
): Array<{ value: T; label: MessageDescriptor }> {
  return values.map((value) => ({ value, label: labels[value] }))
}

export const YES_NO = [
  { value: true, label: msg`Yes` },
  { value: false, label: msg`No` },
] as const
