/**
 * The words of the option lists every exclusion application asks (see i18n/options.ts); the
 * relationships are the third-party application's (third-party-journey.ts), the periods those
 * of the two that ask one (period-step.ts).
 */
import { msg } from '@lingui/core/macro'
import type { Labels } from '../../i18n/options'
import type { AGE_RANGES } from '../../shared/contracts/choices'

export const AGE_RANGE_LABELS: Labels<typeof AGE_RANGES> = {
  '18-24': msg`18 to 24`,
  '25-34': msg`25 to 34`,
  '35-44': msg`35 to 44`,
  '45-54': msg`45 to 54`,
  '55-64': msg`55 to 64`,
  '65+': msg`65 or older`,
}
