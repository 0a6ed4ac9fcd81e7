import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  REFERENCE_ALPHABET,
  REFERENCE_PREFIXES,
  isReference,
  makeReference,
  referenceSchema,
  type ReferenceKind,
} from './reference'

const KINDS = Object.keys(REFERENCE_PREFIXES) as ReferenceKind[]

describe('reference numbers (docs/design.md section 4)', () => {
  it('has the prefixes of docs/design.md', () => {
    expect(REFERENCE_PREFIXES).toEqual({
      exclusion: 'EX',
      report: 'RP',
      complaint: 'CP',
      counselling: 'CN',
      talk: 'TK',
      productRegistration: 'PR',
      productReport: 'RF',
      scamCall: 'SC',
      insuranceJoin: 'MB',
      claim: 'CL',
    })
  })

  it('uses Crockford base32: 32 characters, no I, L, O or U', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32)
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32)
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/)
  })

  it.each(KINDS)('makes a %s reference: its prefix, a hyphen and 8 characters', (kind) => {
    const reference = makeReference(kind)
    expect(reference).toMatch(
      new RegExp(`^${REFERENCE_PREFIXES[kind]}-[${REFERENCE_ALPHABET}]{8}$`),
    )
    expect(reference).toHaveLength(11)
    expect(isReference(reference)).toBe(true)
    expect(isReference(reference, kind)).toBe(true)
  })

  it('never repeats over 10,000 and never uses I, L, O or U', () => {
    const made = Array.from({ length: 10_000 }, () => makeReference('exclusion'))
    expect(new Set(made).size).toBe(10_000)
    for (const reference of made) expect(reference.slice(3)).not.toMatch(/[ILOU]/)
  })

  it('draws every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 500 }, () => makeReference('talk').slice(3)).join(''))
    expect(seen.size).toBe(32)
  })

  it.each<[string, ReferenceKind | undefined, string]>([
    ['RP-7K3M9Q2P', 'exclusion', 'another kind'],
    ['XX-7K3M9Q2P', undefined, 'an unknown prefix'],
    ['ex-7k3m9q2p', undefined, 'lower case'],
    ['EX-7K3M9Q2', undefined, '7 characters'],
    ['EX-7K3M9Q2PA', undefined, '9 characters'],
    ['EX7K3M9Q2P', undefined, 'no hyphen'],
    ['EX-7K3M9Q2I', undefined, 'an I'],
    ['EX-7K3M9Q2L', undefined, 'an L'],
    ['EX-7K3M9Q2O', undefined, 'an O'],
    ['EX-7K3M9Q2U', undefined, 'a U'],
    [' EX-7K3M9Q2P', undefined, 'a leading space'],
  ])('isReference refuses %j (%s)', (value, kind) => {
    expect(isReference(value, kind)).toBe(false)
  })

  it('isReference refuses what is not text', () => {
    expect(isReference(undefined)).toBe(false)
    expect(isReference(12345678)).toBe(false)
  })

  it('the schema trims and capitalises what a person types, then checks the kind', () => {
    expect(v.parse(referenceSchema('exclusion'), ' ex-7k3m9q2p ')).toBe('EX-7K3M9Q2P')
    expect(v.safeParse(referenceSchema('report'), 'EX-7K3M9Q2P').issues?.[0]?.message).toBe(
      'Enter a valid reference number',
    )
    expect(v.safeParse(referenceSchema(), 42).issues?.[0]?.message).toBe(
      'Enter a valid reference number',
    )
  })
})
