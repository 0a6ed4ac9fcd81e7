/**
 * The standing rule (docs/decisions.md, "Deductions and lapse"): each month of cover paid,
 * short, missing or awaited, the months behind counted back from the newest judged month, and
 * at risk at one, lapsed at two (the terms shown before joining).
 */
import { describe, expect, it } from 'vitest'
import { addMonth, sourceOfJoin, standingOf, type StandingInput } from './deductions'

const base = (received: Record<string, number>, imported: string[]): StandingInput => ({
  coverFrom: '2026-02-01',
  today: '2026-06-14',
  due: 100,
  received: new Map(Object.entries(received)),
  imported: new Set(imported),
})

describe('standingOf', () => {
  it('lists every month of cover, newest first, each with its state', () => {
    const standing = standingOf(
      base({ '2026-02': 100, '2026-03': 120, '2026-04': 60 }, [
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
      ]),
    )
    expect(standing.months).toEqual([
      { month: '2026-06', due: 100, received: null, state: 'awaited' },
      { month: '2026-05', due: 100, received: null, state: 'missing' },
      { month: '2026-04', due: 100, received: 60, state: 'short' },
      { month: '2026-03', due: 100, received: 120, state: 'paid' },
      { month: '2026-02', due: 100, received: 100, state: 'paid' },
    ])
    expect(standing.monthsBehind).toBe(2)
    expect(standing.standing).toBe('lapsed')
  })

  it('is in force when paid, at risk one month behind, lapsed with two or more', () => {
    const months = ['2026-02', '2026-03', '2026-04', '2026-05']
    const paid = { '2026-02': 100, '2026-03': 100, '2026-04': 100 }
    expect(standingOf(base({ ...paid, '2026-05': 100 }, months))).toEqual(
      expect.objectContaining({ monthsBehind: 0, standing: 'in-force' }),
    )
    expect(standingOf(base(paid, months))).toEqual(
      expect.objectContaining({ monthsBehind: 1, standing: 'at-risk' }),
    )
    expect(standingOf(base({ '2026-02': 100 }, months))).toEqual(
      expect.objectContaining({ monthsBehind: 3, standing: 'lapsed' }),
    )
  })

  it('passes over months not imported, and a full month puts the cover back in force', () => {
    // March and May missing, April never imported: two behind.
    expect(standingOf(base({ '2026-02': 100 }, ['2026-02', '2026-03', '2026-05']))).toEqual(
      expect.objectContaining({ monthsBehind: 2, standing: 'lapsed' }),
    )
    // Three missing, then May paid.
    expect(
      standingOf(base({ '2026-05': 100 }, ['2026-02', '2026-03', '2026-04', '2026-05'])),
    ).toEqual(expect.objectContaining({ monthsBehind: 0, standing: 'in-force' }))
    // Nothing imported at all: nothing held against the member.
    expect(standingOf(base({}, []))).toEqual(
      expect.objectContaining({ monthsBehind: 0, standing: 'in-force' }),
    )
  })

  it('has no months before the cover starts', () => {
    expect(standingOf({ ...base({}, []), coverFrom: '2026-07-01' }).months).toEqual([])
  })
})

describe('months and sources', () => {
  it('moves a month across years', () => {
    expect(addMonth('2026-01', -1)).toBe('2025-12')
    expect(addMonth('2025-12', 1)).toBe('2026-01')
    expect(addMonth('2026-03', -14)).toBe('2025-01')
  })

  it('knows a member’s schedule from their join', () => {
    expect(
      sourceOfJoin({ user: { deductionSource: 'debit-order', payrollGroup: 'BTU Member' } }),
    ).toBe('debit-order')
    expect(
      sourceOfJoin({ user: { deductionSource: 'payroll', payrollGroup: 'MPI Employee' } }),
    ).toBe('mpi-payroll')
    expect(sourceOfJoin({ user: { deductionSource: 'payroll', payrollGroup: 'BTU Member' } })).toBe(
      'government-payroll',
    )
  })
})
