import { describe, expect, it } from 'vitest'
import { keyMatches } from './api-key'

describe('keyMatches', () => {
  const keys = ['dev-gateway-key', 'second-key-456']

  it('takes each accepted key exactly', () => {
    expect(keyMatches('dev-gateway-key', keys)).toBe(true)
    expect(keyMatches('second-key-456', keys)).toBe(true)
  })

  it('refuses prefixes, extensions, near misses and case changes', () => {
    for (const given of [
      'dev-gateway-ke',
      'dev-gateway-keyy',
      'dev-gateway-kez',
      'DEV-GATEWAY-KEY',
      'd',
      'x'.repeat(1000),
      'dev-gateway-keydev-gateway-key',
    ]) {
      expect(keyMatches(given, keys), given).toBe(false)
    }
  })

  it('refuses everything when no key is accepted', () => {
    expect(keyMatches('dev-gateway-key', [])).toBe(false)
  })
})
