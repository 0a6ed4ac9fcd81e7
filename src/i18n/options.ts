/**
 * The words of the shared option lists (src/shared/contracts/fields.ts and the contracts): each
 * value a form offers, as a Lingui descriptor, the way validation.ts gives words to the shared
 * messages. src/shared cannot use the macro (the gateway imports it without Babel).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExclusionKind, RELATIONSHIPS } from '../shared/contracts/exclusion'
import type { AGE_RANGES, DISTRICTS, GENDERS } from '../shared/contracts/fields'
import type { OFFENSES, PREFERRED_TIMES } from '../shared/contracts/seek-help'
import { NATIVE_NAMES, LOCALES } from './locales'

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

export const GENDER_LABELS: Labels<typeof GENDERS> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
}

export const AGE_RANGE_LABELS: Labels<typeof AGE_RANGES> = {
  '18-24': msg`18 to 24`,
  '25-34': msg`25 to 34`,
  '35-44': msg`35 to 44`,
  '45-54': msg`45 to 54`,
  '55-64': msg`55 to 64`,
  '65+': msg`65 or older`,
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

export const OFFENSE_LABELS: Labels<typeof OFFENSES> = {
  illegalGambling: msg`Illegal gambling machines`,
  underAgeGambling: msg`Gambling by people under 18`,
  gamblingWhileInExclusion: msg`Gambling by someone who is excluded`,
  impersonatingAnotherPlayer: msg`Someone pretending to be another player`,
  illegalGamblingEstablishment: msg`A gambling place without a licence`,
  other: msg`Something else`,
}

export const PREFERRED_TIME_LABELS: Labels<typeof PREFERRED_TIMES> = {
  morning: msg`Morning (8am to 12pm)`,
  afternoon: msg`Afternoon (12pm to 4pm)`,
  evening: msg`Early evening (4pm to 7pm)`,
}

export const EXCLUSION_KIND_LABELS: Record<ExclusionKind, MessageDescriptor> = {
  self: msg`Self-exclusion`,
  'third-party': msg`Exclusion of someone close to you`,
  appeal: msg`Appeal against an exclusion decision`,
  cancel: msg`Cancellation of an exclusion`,
}

/** The options of a list with their words, in the list's order. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
): Array<{ value: T; label: MessageDescriptor }> {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** The six languages, each in its own name (a language picker is never translated). */
export const LANGUAGE_OPTIONS = LOCALES.map((value) => ({
  value,
  // A descriptor whose message is the language's own name; it has no translation to look up.
  label: { id: `language.${value}`, message: NATIVE_NAMES[value] } as MessageDescriptor,
}))

export const YES_NO = [
  { value: true, label: msg`Yes` },
  { value: false, label: msg`No` },
] as const
