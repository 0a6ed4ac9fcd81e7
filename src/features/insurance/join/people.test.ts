import { describe, expect, it } from 'vitest'
import { afterDependentRemoved } from './people'

describe('removing a dependent', () => {
  it('drops their add-on line and keeps every other line with its own person', () => {
    const answers = {
      dependents: [{ firstName: 'Kagiso' }, { firstName: 'Mpho' }],
      addOns: [
        { addOnId: 'child', dependent: 0 },
        { addOnId: 'parent', dependent: 2 },
        { addOnId: 'spouse', spouse: true },
        { addOnId: 'child', dependent: 1 },
      ],
    }
    // Dependent 1 (the second) was removed: the old third is now the second.
    expect(afterDependentRemoved(answers, 1).addOns).toEqual([
      { addOnId: 'child', dependent: 0 },
      { addOnId: 'parent', dependent: 1 },
      { addOnId: 'spouse', spouse: true },
    ])
  })

  it('leaves answers without add-on lines as they are', () => {
    const answers = { dependents: [] }
    expect(afterDependentRemoved(answers, 0)).toBe(answers)
  })
})
