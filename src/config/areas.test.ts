import { describe, expect, it } from 'vitest'
import { areaOf } from './areas'

describe('areaOf', () => {
  it.each([
    ['/', 'verify'],
    ['/verify/agent', 'verify'],
    ['/product-pre-registration', 'verify'],
    ['/self-help', 'self-help'],
    ['/self-help/pgsi/quiz', 'self-help'],
    ['/self-helpful', 'verify'],
    ['/insurance/quote', 'insurance'],
    ['/staff/cases', 'staff'],
    ['/login', 'staff'],
    ['/submitted/EX-7K3M9Q2P', 'self-help'],
    ['/submitted/tk-7K3M9Q2P', 'self-help'],
    ['/submitted/MB-7K3M9Q2P', 'insurance'],
    ['/submitted/PR-7K3M9Q2P', 'verify'],
    ['/submitted/ZZ-7K3M9Q2P', 'verify'],
    ['/outbox', 'verify'],
  ])('%s is in the %s area', (pathname, area) => {
    expect(areaOf(pathname)).toBe(area)
  })
})
