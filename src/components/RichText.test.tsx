import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { allowedHref } from '../shared/insurance/link-rule'
import { RichText } from './RichText'

const html = (input: string) => render(<RichText html={input} />).container.innerHTML

describe('RichText', () => {
  it('keeps bold, italic, paragraphs, lists and line breaks', () => {
    expect(
      html(
        '<p><b>Bold</b> and <i>italic</i><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol>',
      ),
    ).toBe(
      '<div><p><strong>Bold</strong> and <em>italic</em><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol></div>',
    )
  })

  it('keeps http, https and mailto links, and nothing but their address', () => {
    expect(
      html('<a href="https://union.example/x" style="color:red" onclick="alert(1)">site</a>'),
    ).toBe('<div><a href="https://union.example/x" rel="noopener noreferrer">site</a></div>')
    expect(html('<a href="mailto:help@union.example">mail</a>')).toContain(
      'href="mailto:help@union.example"',
    )
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<b>',
    '/relative',
    '//evil.example',
    'vbscript:x',
  ])('turns a link to %s into its text', (href) => {
    expect(html(`<a href="${href}">text</a>`)).toBe('<div>text</div>')
  })

  it('drops scripts, styles and embedded content, and unwraps any other element', () => {
    const out = html(
      '<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="https://x"></iframe>' +
        '<div class="x"><span onmouseover="x()">kept</span></div><svg><text>no</text></svg>',
    )
    expect(out).toBe('<div>kept</div>')
  })

  it('shows markup in text as text', () => {
    expect(html('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '<div>&lt;script&gt;alert(1)&lt;/script&gt;</div>',
    )
  })

  it('accepts only absolute http, https and mailto addresses', () => {
    expect(allowedHref('https://a.example')).toBe('https://a.example/')
    expect(allowedHref('ftp://a.example')).toBeUndefined()
    expect(allowedHref(null)).toBeUndefined()
  })
})
