import { describe, expect, it } from 'vitest'
import { isAllowedLink } from './link-rule'

describe('isAllowedLink', () => {
  it.each(['https://union.example', 'http://union.example/a?b=1', 'mailto:funeral@union.example'])(
    'takes %s',
    (href) => expect(isAllowedLink(href)).toBe(true),
  )
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>1</script>',
    '/staff',
    '//evil.example',
    'union.example',
    'https://',
    'ftp://files.example',
    'tel:+26771000001',
    '',
  ])('refuses %j', (href) => expect(isAllowedLink(href)).toBe(false))
})
