/**
 * Rich text written by staff (a scheme's description, with the toolbar of docs/design.md 4a), shown
 * safely on the public pages and to other staff: the browser's own HTML parser (DOMParser, which runs no script and loads nothing)
 * reads it, and only an allow-list becomes React elements: bold, italic, paragraphs, line
 * breaks, lists, and links whose address is http, https or mailto. Every other element keeps
 * its text and loses its tag and attributes; script, style and embedded content are dropped
 * whole. No HTML string ever reaches the page (no dangerouslySetInnerHTML), so React escapes
 * every text. The gateway keeps the same allow-list when staff save a description (docs/design.md
 * section 4a); this is the second line, for whatever the database holds.
 *
 * Without DOMParser (a build-time render in Node), nothing is shown rather than raw markup.
 */
import { createElement, Fragment, type ReactNode } from 'react'
import { allowedHref } from '../shared/insurance/link-rule'

const TAGS: Readonly<Record<string, string>> = {
  B: 'strong',
  STRONG: 'strong',
  I: 'em',
  EM: 'em',
  P: 'p',
  BR: 'br',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  A: 'a',
}
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
])
// Far deeper than any description; a deeper tree is cut rather than risk the stack.
const MAX_DEPTH = 32

function convert(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === 3) return node.textContent
  if (node.nodeType !== 1 || depth > MAX_DEPTH) return null
  const element = node as Element
  const name = element.tagName.toUpperCase()
  if (DROPPED.has(name)) return null
  const children = Array.from(element.childNodes, (child, i) => convert(child, i, depth + 1))
  const tag = TAGS[name]
  if (tag === 'br') return <br key={key} />
  if (tag === 'a') {
    const href = allowedHref(element.getAttribute('href'))
    if (href) {
      return (
        <a key={key} href={href} rel="noopener noreferrer">
          {children}
        </a>
      )
    }
  }
  if (!tag || tag === 'a') return <Fragment key={key}>{children}</Fragment>
  return createElement(tag, { key }, children)
}

interface Props {
  html: string
  className?: string
  /** The text's language, when it is not the page's (an English text on a French page). */
  lang?: string
}

export function RichText({ html, className, lang }: Props) {
  if (typeof DOMParser === 'undefined') return null
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return (
    <div className={className} lang={lang}>
      {Array.from(body.childNodes, (child, i) => convert(child, i, 0))}
    </div>
  )
}
