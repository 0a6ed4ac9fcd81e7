/**
 * How long an exclusion lasts: the page of the two applications that ask it (self and third
 * party), in a module of its own so that the appeal and the cancellation do not load it.
 */
import { msg } from '@lingui/core/macro'
import type { Labels } from '../../i18n/options'
import type { Step } from '../../journey/types'
import { EXCLUSION_PERIODS } from '../../shared/contracts/exclusion-outline'

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

/**
 * How long the exclusion lasts (src/shared/exclusion-period.ts): it starts on the day it is
 * approved; it can be made longer later, never shorter (docs/decisions.md, "Exclusion periods").
 */
export const periodStep: Step = {
  id: 'period',
  title: msg`How long the exclusion lasts`,
  intro: msg`The exclusion starts on the day it is approved. You can make it longer later, but you cannot make it shorter.`,
  fields: [
    {
      path: 'period',
      control: 'radios',
      label: msg`How long should the exclusion last?`,
      options: EXCLUSION_PERIODS.map((value) => ({
        value,
        label: PERIOD_LABELS[value],
        hint: PERIOD_HINTS[value],
      })),
    },
  ],
}
