/** The words of the option lists only the exclusion applications ask (see i18n/options.ts). */
import { msg } from '@lingui/core/macro'
import type { Labels } from '../../i18n/options'
import type { AGE_RANGES } from '../../shared/contracts/choices'
import type { EXCLUSION_PERIODS, RELATIONSHIPS } from '../../shared/contracts/exclusion-outline'

export const AGE_RANGE_LABELS: Labels<typeof AGE_RANGES> = {
  '18-24': msg`18 to 24`,
  '25-34': msg`25 to 34`,
  '35-44': msg`35 to 44`,
  '45-54': msg`45 to 54`,
  '55-64': msg`55 to 64`,
  '65+': msg`65 or older`,
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

export const PERIOD_LABELS: Labels<typeof EXCLUSION_PERIODS> = {
  P6M: msg`6 months`,
  P1Y: msg`1 year`,
  P2Y: msg`2 years`,
  P5Y: msg`5 years`,
}

// Each period by an example of its dates (src/shared/exclusion-period.ts), one start for all.
export const PERIOD_HINTS: Labels<typeof EXCLUSION_PERIODS> = {
  P6M: msg`Approved on 3 March 2027, it would last until 2 September 2027`,
  P1Y: msg`Approved on 3 March 2027, it would last until 2 March 2028`,
  P2Y: msg`Approved on 3 March 2027, it would last until 2 March 2029`,
  P5Y: msg`Approved on 3 March 2027, it would last until 2 March 2032`,
}
