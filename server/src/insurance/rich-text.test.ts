/**
 * The description cleaner against hostile markup: what a union editor's browser (or anyone with
 * a stolen session and curl) might send. Each case states what must come out, so a looser
 * allow-list or a lost transform fails here.
 */
import { describe, expect, it } from 'vitest'
import { allowedHref, cleanDescription, visibleText } from './rich-text'

describe('cleanDescription', () => {
  it.each([
    ['keeps the toolbar’s markup', '<p><strong>a</strong> <em>b</em> <b>c</b> <i>d</i><br></p>'],
    ['keeps lists', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['keeps an https link', '<p><a href="https://union.example/a?b=1&amp;c=2">x</a></p>'],
    ['keeps a mailto link', '<a href="mailto:funeral@union.example">write</a>'],
  ])('%s', (_, html) => {
    expect(cleanDescription(html)).toBe(html.replace('<br>', '<br />'))
  })

  it.each([
    ['script', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['style element', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
    ['style attribute', '<p style="color:red">a</p>', '<p>a</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">a</p>', '<p>a</p>'],
    ['an image with onerror', '<p>a<img src=x onerror=alert(1)></p>', '<p>a</p>'],
    ['svg', '<svg><script>alert(1)</script><text>t</text></svg>', 't'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['class and id', '<p class="x" id="y">a</p>', '<p>a</p>'],
    ['a comment', '<p>a<!-- <script>x</script> --></p>', '<p>a</p>'],
    ['unknown tags, text kept', '<div><span>a</span><h1>b</h1></div>', 'ab'],
    ['a form', '<form action="https://evil.example"><input value="x">a</form>', 'a'],
    ['a textarea with markup inside', '<textarea><b>x</b></textarea>a', 'a'],
  ])('drops %s', (_, html, clean) => {
    expect(cleanDescription(html)).toBe(clean)
  })

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['JavaScript: in capitals', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: behind entities', '<a href="jav&#x61;script&colon;alert(1)">x</a>'],
    ['javascript: split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['javascript: behind spaces', '<a href="   javascript:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a relative address', '<a href="/staff">x</a>'],
    ['a protocol-relative address', '<a href="//evil.example/">x</a>'],
    ['ftp:', '<a href="ftp://files.example/">x</a>'],
  ])('drops a link to %s and keeps its text', (_, html) => {
    expect(cleanDescription(html)).toBe('<a>x</a>')
  })

  it('keeps only href on a link', () => {
    expect(
      cleanDescription('<a href="https://a.example/" target="_blank" title="t" rel="x">x</a>'),
    ).toBe('<a href="https://a.example/">x</a>')
  })

  it('closes unclosed and misnested tags', () => {
    expect(cleanDescription('<p><b>a<i>b</b>c')).toBe('<p><b>a<i>b</i></b>c</p>')
    expect(cleanDescription('<ul><li>a<li>b')).toBe('<ul><li>a</li><li>b</li></ul>')
  })

  it('escapes text that looks like markup', () => {
    expect(cleanDescription('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(cleanDescription('<p>1 < 2 & "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>')
  })

  it('copes with deep nesting and large input quickly', () => {
    const deep = '<b>'.repeat(5000) + 'x' + '</b>'.repeat(5000)
    const started = performance.now()
    expect(visibleText(cleanDescription(deep))).toBe('x')
    const huge = '<p>' + 'a'.repeat(200_000) + '</p>'
    expect(cleanDescription(huge)).toHaveLength(200_007)
    // Generous: a regression to something quadratic takes far longer.
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe('visibleText', () => {
  it('is empty for markup that shows nothing', () => {
    expect(visibleText(cleanDescription('<p> </p><p><br></p><script>x</script>'))).toBe('')
    expect(visibleText(cleanDescription('<p>&nbsp;</p>'))).toBe('')
    expect(visibleText(cleanDescription('<p>a</p>'))).toBe('a')
  })
})

describe('allowedHref', () => {
  it('takes absolute http, https and mailto only', () => {
    expect(allowedHref('https://union.example')).toBe('https://union.example/')
    expect(allowedHref('http://union.example/x')).toBe('http://union.example/x')
    expect(allowedHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(allowedHref('union.example')).toBeUndefined()
    expect(allowedHref('tel:+26771000001')).toBeUndefined()
    expect(allowedHref(undefined)).toBeUndefined()
  })
})
