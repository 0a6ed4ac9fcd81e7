/**
 * Names of the districts of 000 section 3, translated where they are shown. The gateway may
 * send the option key (`north-east`) or a name; a key becomes its name, anything else is shown
 * as it came.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const DISTRICTS: Readonly<Record<string, MessageDescriptor>> = {
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

export function districtName(i18n: I18n, district: string): string {
  const known = Object.hasOwn(DISTRICTS, district) ? DISTRICTS[district] : undefined
  return known ? i18n._(known) : district
}
