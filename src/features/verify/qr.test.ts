import { describe, expect, it } from 'vitest'
import { MAX_QR_LENGTH, displayText, parseQrContent } from './qr'

const ORIGIN = 'https://scamlock.example'
const read = (text: string, origin = ORIGIN) => parseQrContent(text, origin)
const promotion = (code: string, promo: string) => ({ kind: 'promotion', code, promo })
const unsafe = (text: string) => ({ kind: 'unsafe', text })

describe('parseQrContent: what is followed', () => {
  it('accepts the path of a promotion check', () => {
    expect(read('/qr-verify/promotion/PRM2026/WINTER')).toEqual(promotion('PRM2026', 'WINTER'))
  })

  it('accepts a URL on our own origin, in any letter case of scheme and host', () => {
    expect(read('https://scamlock.example/qr-verify/promotion/PRM2026/WINTER')).toEqual(
      promotion('PRM2026', 'WINTER'),
    )
    expect(read('HTTPS://ScamLock.Example/qr-verify/promotion/PRM2026/WINTER')).toEqual(
      promotion('PRM2026', 'WINTER'),
    )
  })

  it('accepts our origin with a port, as in development and the tests', () => {
    const origin = 'http://127.0.0.1:41234'
    expect(read(`${origin}/qr-verify/promotion/PRM2026/WINTER`, origin)).toEqual(
      promotion('PRM2026', 'WINTER'),
    )
  })

  it('puts codes in capitals, decodes escapes, allows a trailing slash and surrounding space', () => {
    expect(read('/qr-verify/promotion/prm2026/winter/')).toEqual(promotion('PRM2026', 'WINTER'))
    expect(read('/qr-verify/promotion/%50RM2026/WIN-TER')).toEqual(promotion('PRM2026', 'WIN-TER'))
    expect(read('  /qr-verify/promotion/PRM2026/WINTER\n')).toEqual(promotion('PRM2026', 'WINTER'))
  })
})

describe('parseQrContent: an exclusion proof', () => {
  const token = 'eyJhbGciOiJFZERTQSJ9.eyJyZWZlcmVuY2UiOiJFWC0xIn0.c2lnbmF0dXJl_-A'
  const proof = { kind: 'exclusion-proof', token }

  it('opens the check of a proof, as a path or on our origin, as the token is', () => {
    expect(read(`/verify/exclusion/${token}`)).toEqual(proof)
    expect(read(`https://scamlock.example/verify/exclusion/${token}/`)).toEqual(proof)
  })

  it('shows anything else under that path, or on another origin, as text', () => {
    for (const text of [
      `https://evil.example/verify/exclusion/${token}`,
      `https://scamlock.example@evil.example/verify/exclusion/${token}`,
      '/verify/exclusion/not-a-token',
      `/verify/exclusion/${token}.more`,
      `/verify/exclusion/${token}?next=https://evil.example`,
      `/verify/exclusion/${token.replace('.', '%2E')}`,
      `/verify/exclusion/${token}${'A'.repeat(1500)}`,
    ]) {
      expect(read(text).kind).toBe('unsafe')
    }
  })
})

describe('parseQrContent: what is only shown', () => {
  it.each([
    ['a foreign URL with our path', 'https://evil.example/qr-verify/promotion/PRM2026/WINTER'],
    ['another scheme on our host', 'ftp://scamlock.example/qr-verify/promotion/PRM2026/WINTER'],
    ['http when we are https', 'http://scamlock.example/qr-verify/promotion/PRM2026/WINTER'],
    [
      'our host as a subdomain of theirs',
      'https://scamlock.example.evil.example/qr-verify/promotion/PRM2026/WINTER',
    ],
    [
      'user info naming our host',
      'https://scamlock.example@evil.example/qr-verify/promotion/PRM2026/WINTER',
    ],
    [
      'user info on our host',
      'https://user:pw@scamlock.example/qr-verify/promotion/PRM2026/WINTER',
    ],
    ['another port', 'https://scamlock.example:8443/qr-verify/promotion/PRM2026/WINTER'],
    ['a protocol-relative URL', '//evil.example/qr-verify/promotion/PRM2026/WINTER'],
    [
      'a backslash after the origin',
      'https://scamlock.example\\@evil.example/qr-verify/promotion/A/B',
    ],
    ['a backslash in the path', '/qr-verify\\promotion/PRM2026/WINTER'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a javascript: URL in capitals', 'JAVASCRIPT:alert(1)//qr-verify/promotion/PRM2026/WINTER'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['another path of ours', '/verify/promotion'],
    ['a path with more segments', '/qr-verify/promotion/PRM2026/WINTER/extra'],
    ['a path with a query', '/qr-verify/promotion/PRM2026/WINTER?next=https://evil.example'],
    ['a path with a fragment', '/qr-verify/promotion/PRM2026/WINTER#x'],
    ['dot segments', '/qr-verify/promotion/../../verify/PRM2026/WINTER'],
    ['an encoded slash in a segment', '/qr-verify/promotion/PRM%2F2026/WINTER'],
    ['an encoded backslash in a segment', '/qr-verify/promotion/PRM2026/WIN%5CTER'],
    ['an encoded dot segment', '/qr-verify/promotion/%2e%2e/WINTER'],
    ['a malformed escape', '/qr-verify/promotion/PRM2026/WIN%E0%A4%A'],
    ['a code too short for the code rule', '/qr-verify/promotion/PRM/WINTER'],
    ['a code too long for the code rule', '/qr-verify/promotion/PRM2026PRM2026/WINTER'],
    ['a promo with a space', '/qr-verify/promotion/PRM2026/WIN%20TER'],
    ['a tab inside', '/qr-verify/promotion/PRM2026/\tWINTER'],
    ['a null character', '/qr-verify/promotion/PRM2026/WINTER\u0000'],
    ['a bidi override', '/qr-verify/promotion/PRM2026/\u202eRETNIW'],
    ['garbage', '¯\\_(ツ)_/¯ WIN A CAR!!!'],
    ['the empty string', ''],
    ['white space only', '   '],
  ])('%s', (_name, text) => {
    expect(read(text).kind).toBe('unsafe')
  })

  it('hands back the content itself to show', () => {
    const text = 'https://evil.example/claim-your-prize'
    expect(read(text)).toEqual(unsafe(text))
  })

  it('refuses over-long input and cuts what it shows', () => {
    const long = `/qr-verify/promotion/PRM2026/WINTER${' '.repeat(MAX_QR_LENGTH)}`
    const result = read(long)
    expect(result.kind).toBe('unsafe')
    if (result.kind === 'unsafe') expect(result.text.length).toBe(MAX_QR_LENGTH + 1)
  })

  it('refuses everything when the origin given is not an http(s) origin', () => {
    expect(read('javascript:x/qr-verify/promotion/PRM2026/WINTER', 'javascript:x').kind).toBe(
      'unsafe',
    )
    expect(read('/qr-verify/promotion/PRM2026/WINTER', 'null')).toEqual(
      promotion('PRM2026', 'WINTER'),
    )
  })
})

describe('displayText', () => {
  it('makes hidden characters visible', () => {
    expect(displayText('pay\u202eHere\u0007')).toBe('pay\uFFFDHere\uFFFD')
  })
})
