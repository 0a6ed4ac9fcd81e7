/**
 * A scheme's description, cleaned to the allow-list of docs/design.md section 4a before it is
 * stored: `p, br, strong/b, em/i, ul, ol, li, a`, no attribute but `href` on `a`, and that
 * only with an absolute http, https or mailto address. Every other element loses its tag and
 * keeps its text; the contents of script, style, textarea, noscript and the like go whole;
 * comments and processing instructions go.
 *
 * Why sanitize-html (htmlparser2) rather than our own parser: it has a long record against
 * hostile markup (entities, unclosed and misnested tags), and what it emits is rebuilt from
 * its parse, with every text and attribute escaped, so nothing of the input passes as it was.
 * Its own scheme check stays on as well; the `a` transform adds ours, which also refuses a
 * relative address (a description is shown on pages of several paths, and a link must go
 * where it says).
 *
 * The public pages do not trust the stored HTML either: they render it through the same
 * allow-list (src/features/insurance/components/RichText.tsx).
 */
import sanitizeHtml from 'sanitize-html'
import { allowedHref, LINK_SCHEMES } from '../../../src/shared/insurance/link-rule'

export { allowedHref }

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp'],
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = allowedHref(attribs.href)
      return { tagName, attribs: href ? { href } : {} }
    },
  },
}

export function cleanDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** The text a person reads in cleaned HTML: empty when the description says nothing. */
export function visibleText(clean: string): string {
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s/g, '')
    .trim()
}
