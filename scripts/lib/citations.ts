/**
 * Citations a clone of this repository cannot follow: an issue tracker's numbers, the documents
 * the product was first described in, and notes kept outside the repository. A comment or a
 * document says why in its own words, or names a file of the repo (`docs/design.md` section …,
 * `docs/decisions.md`, `docs/api.md`); tests/unit/citations.test.ts holds every tracked text file
 * to that.
 *
 * The patterns are narrow on purpose, so that ordinary words pass: "an issue with the camera",
 * a colour such as `#333`, a test's "row #1", a phone number such as "71 000 001", "P 15,000" or a
 * migration's `001_idempotency.sql`.
 */

export interface CitationRule {
  /** What the pattern catches, shown beside each line it finds. */
  readonly name: string
  readonly pattern: RegExp
}

export const CITATION_RULES: readonly CitationRule[] = [
  {
    name: 'an issue number',
    // "issue 12", "Issue #3", "issue 13 item 2", "issues 8 and 9" (a plural only as a list, so that
    // "it issues 2 requests" passes)
    pattern: /\bissue\s+#?\d+\b|\bissues\s+#?\d+(?:\s*(?:,|and|to)\s*#?\d+)+\b/i,
  },
  {
    name: 'an issue number',
    // "#12" after a word that names the tracker, or alone in brackets: "PR #4", "fixes #12", "(#7)"
    pattern: /(?:\b(?:pr|pull request|ticket|bug|fix|fixes|fixed|closes|see)\s+#\d+\b)|\(#\d+\)/i,
  },
  {
    name: 'an item of an issue',
    // "item 5 of the issue", "items 1 to 3 of …" when the words after it name an issue
    pattern: /\bitems?\s+\d+(?:\s*(?:,|and|to)\s*\d+)*\s+of\s+(?:the\s+)?issue\b/i,
  },
  {
    name: 'a source document by file name',
    pattern: /\b\d{3}_[0-9a-f]{16}(?:\.txt)?\b/,
  },
  {
    name: 'a source document by number',
    // "000 section 5", "`001` section 2", "001 §4", "000's names", "the list of 000", "001 says"
    pattern:
      /(?:`00[01]`|\b00[01]\b(?![-_.,]\d))(?:'s\b|\s+(?:sections?|§|says|states|names|leaves|wants|asks|gives|calls|lists|has)\b)|\b(?:of|in|from|by|as|per)\s+`?00[01]`?(?![\w,.-]*\d|\s+\d)/,
  },
  {
    name: 'a source document in words',
    // "the source document", "the spec says", "the source gives", "spec §4"; "English is the source"
    // passes.
    pattern:
      /\bsource documents?\b|\bthe (?:source|spec(?:ification)?)(?:'s)?\s+(?:says|states|gives|shows|sections?)\b|\bspec\s*§/i,
  },
  {
    name: 'a design document outside the repo',
    // The repo's own is docs/design.md, in lower case.
    pattern: /\bDESIGN\.md\b/,
  },
  {
    name: 'a note outside the repo by name',
    // "DESIGN section 7", "STYLE convention 3"; a constant named DESIGN passes.
    pattern: /\b(?:DESIGN|STYLE|STACK)\s+(?:sections?|§|conventions?|habits|layout)\b/,
  },
  {
    name: 'a style guide outside the repo',
    pattern: /\bSTYLE\.md\b/i,
  },
  {
    name: 'notes on the stack outside the repo',
    pattern: /\bSTACK\.md\b/i,
  },
  {
    name: 'a folder outside the repo',
    // `../shared/` of the app's own src/shared is fine; the notes beside the repo are not.
    pattern: /(?:\.\.\/)+shared\/(?:[A-Z]+\.md|spec|hooks)\b|\/work\/shared\b/,
  },
]

export interface Citation {
  readonly line: number
  readonly rule: string
  readonly text: string
}

/** Every line of `text` that cites something a clone does not have, with the rule it breaks. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = []
  const lines = text.split('\n')
  for (const [index, line] of lines.entries()) {
    const rule = CITATION_RULES.find((candidate) => candidate.pattern.test(line))
    if (rule) found.push({ line: index + 1, rule: rule.name, text: line.trim() })
  }
  return found
}
