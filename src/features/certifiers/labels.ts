/**
 * Names of the ten districts (docs/design.md 4a), translated where they are shown (the one list of
 * src/i18n/options.ts). The gateway may send the option key (`north-east`) or a name; a key
 * becomes its name, anything else is shown as it came.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { DISTRICT_LABELS } from '../../i18n/options'

const DISTRICTS: Readonly<Record<string, MessageDescriptor>> = DISTRICT_LABELS

export function districtName(i18n: I18n, district: string): string {
  const known = Object.hasOwn(DISTRICTS, district) ? DISTRICTS[district] : undefined
  return known ? i18n._(known) : district
}
