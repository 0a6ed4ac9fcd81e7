import { describe, expect, it } from 'vitest'
import { emailHref, phoneHref, websiteHref, websiteText } from './contact'

describe('website links', () => {
  it.each<[string | undefined, string | undefined]>([
    ['https://www.bobs.co.bw', 'https://www.bobs.co.bw/'],
    ['  https://lab.example.org/sites?x=1 ', 'https://lab.example.org/sites?x=1'],
    ['http://www.bobs.co.bw', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['www.bobs.co.bw', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s links to %s', (website, expected) => {
    expect(websiteHref(website)).toBe(expected)
  })

  it('shows the address without the scheme', () => {
    expect(websiteText('https://www.bobs.co.bw/')).toBe('www.bobs.co.bw')
    expect(websiteText('https://lab.example.org/sites')).toBe('lab.example.org/sites')
  })
})

describe('phone links', () => {
  it.each<[string, string | undefined]>([
    ['+267 390 3200', 'tel:+2673903200'],
    ['(267) 71 234 567', 'tel:26771234567'],
    ['0800 600 000', 'tel:0800600000'],
    ['390-3200', 'tel:3903200'],
    ['+267 39x', undefined],
    ['call us', undefined],
  ])('%s dials %s', (phone, expected) => {
    expect(phoneHref(phone)).toBe(expected)
  })
})

describe('email links', () => {
  it.each<[string, string | undefined]>([
    ['info@bobs.co.bw', 'mailto:info@bobs.co.bw'],
    ['info@bobs.co.bw?cc=someone@else.example', undefined],
    ['not an address', undefined],
    ['a@b', undefined],
  ])('%s mails %s', (email, expected) => {
    expect(emailHref(email)).toBe(expected)
  })
})
