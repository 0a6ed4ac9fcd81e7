import { describe, expect, it } from 'vitest'
import { internationalForm, readSnapshotPayload } from './verify-snapshot'

const good = {
  asOf: '2026-11-27T12:00:00.000Z',
  products: [['BWP900009', 'Paracetamol tablets', 'flagged', 'Reported counterfeit']],
  callers: [['+26772000002', 7]],
}

describe('readSnapshotPayload', () => {
  it('takes exactly the shape of the copy', () => {
    expect(readSnapshotPayload(good)).toEqual(good)
    expect(readSnapshotPayload({ ...good, products: [], callers: [] })).toBeDefined()
  })

  it.each([
    ['a member more', { ...good, genuine: [] }],
    ['a member less', { asOf: good.asOf, products: [] }],
    ['a date that is not one', { ...good, asOf: 'yesterday' }],
    ['a genuine verdict', { ...good, products: [['BWP1', 'x', 'genuine', '']] }],
    ['a row too short', { ...good, products: [['BWP1', 'x', 'flagged']] }],
    ['an empty code', { ...good, products: [['', 'x', 'flagged', '']] }],
    ['a name too long', { ...good, products: [['BWP1', 'x'.repeat(501), 'flagged', '']] }],
    ['a negative count', { ...good, callers: [['+267', -1]] }],
    ['a count as text', { ...good, callers: [['+267', '3']] }],
    ['rows as objects', { ...good, callers: [{ phone: '+267', reports: 1 }] }],
    ['an array', []],
    ['null', null],
  ])('refuses %s', (_name, payload) => {
    expect(readSnapshotPayload(payload)).toBeUndefined()
  })
})

describe('internationalForm', () => {
  it('finds a Botswana number typed the local way', () => {
    expect(internationalForm('+26771000001')).toBe('+26771000001')
    expect(internationalForm('71000001')).toBe('+26771000001')
    expect(internationalForm('3900100')).toBe('+2673900100')
    expect(internationalForm('26771000001')).toBe('+26771000001')
    expect(internationalForm('447700900123')).toBe('+447700900123')
  })
})
