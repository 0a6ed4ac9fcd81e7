import { describe, expect, it, vi } from 'vitest'
import { dataOf } from './model'
import { summarize } from './summary'
import type { Journey } from './types'
import { completeJourney, completedNow } from './worked-out'
import { setupI18n } from '@lingui/core'

const declared = (load: Journey['workedOut']): Journey => ({
  id: 'worked-out-test',
  contract: { conditions: {}, optional: [], files: {} } as unknown as Journey['contract'],
  title: { id: 'title', message: 'Title' },
  path: '/test',
  startPath: '/',
  steps: [
    {
      id: 'one',
      title: { id: 'one', message: 'One' },
      fields: [
        {
          path: 'amount',
          control: 'custom',
          label: { id: 'a', message: 'Amount' },
          component: () => null,
        },
        {
          path: 'people',
          control: 'group',
          label: { id: 'p', message: 'People' },
          itemLabel: () => ({ id: 'n', message: 'Person' }),
          addLabel: { id: 'add', message: 'Add' },
          max: 3,
          fields: [
            {
              path: 'pick',
              control: 'custom',
              label: { id: 'k', message: 'Pick' },
              component: () => null,
            },
          ],
        },
      ],
    },
  ],
  workedOut: load,
})

describe('a journey completed with what it works out', () => {
  it('derives the data and reads custom answers back, also inside a group', async () => {
    const journey = declared(async () => ({
      derive: (data) => ({ ...data, amount: 42 }),
      display: {
        amount: (value) => `P ${String(value)}`,
        pick: (value) => `picked ${String(value)}`,
      },
    }))
    expect(completedNow(journey)).toBeUndefined()
    const complete = await completeJourney(journey)
    expect(completedNow(journey)).toBe(complete)
    expect(dataOf(complete, { amount: 1 })).toEqual({ amount: 42 })
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const rows = summarize(i18n, complete, { amount: 7, people: [{ pick: 'x' }] }, []).flatMap(
      (section) => section.rows,
    )
    expect(rows.map((row) => row.lines[0])).toEqual(['P 7', 'picked x'])
  })

  it('loads once, and again after a failure (offline before it was kept)', async () => {
    const load = vi
      .fn<NonNullable<Journey['workedOut']>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({})
    const journey = declared(load)
    await expect(completeJourney(journey)).rejects.toThrow('offline')
    await completeJourney(journey)
    await completeJourney(journey)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is the journey itself when it works nothing out', async () => {
    const journey = declared(undefined)
    expect(completedNow(journey)).toBe(journey)
    expect(await completeJourney(journey)).toBe(journey)
  })
})
