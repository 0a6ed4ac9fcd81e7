/**
 * Comments and documents resolve in a clone: no line of a tracked text file cites an issue
 * number, the documents the product was first described in, or notes kept outside the
 * repository (the rules and why they are narrow: scripts/lib/citations.ts). A comment says why
 * in its own words, or names a file of the repo such as docs/design.md or docs/decisions.md.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findCitations } from '../../scripts/lib/citations'

// The generated catalogs and the lockfile are not written by hand; the rules and this test
// quote what they catch.
const SKIPPED = [
  /^package-lock\.json$/,
  /^locales\/.*\.po$/,
  /^scripts\/lib\/citations\.ts$/,
  /^tests\/unit\/citations\.test\.ts$/,
]

/** Tracked files, and new ones git does not ignore, so a file not yet committed counts too. */
function repoFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  return [...new Set(listed.split('\0'))].filter(
    (file) => file !== '' && !SKIPPED.some((skip) => skip.test(file)) && existsSync(file),
  )
}

describe('citations a clone cannot follow', () => {
  it('are in no tracked text file', () => {
    const files = repoFiles()
    expect(files.length).toBeGreaterThan(500)
    const found: string[] = []
    for (const file of files) {
      const bytes = readFileSync(file)
      if (bytes.includes(0)) continue // a picture, a font: not text
      for (const citation of findCitations(bytes.toString('utf8'))) {
        found.push(`${file}:${citation.line} (${citation.rule}): ${citation.text}`)
      }
    }
    expect(found, `say why in the comment's own words, or cite a file of the repo`).toEqual([])
  })

  it.each([
    '// Slow clients (issue 8, item 2).',
    ' * The route budget (docs/design.md section 7, issue 13 item 2), in the test command',
    ' * What an operator sees (issues 6 and 11): npm run serve',
    '-- Idempotency claims carry a heartbeat (Issue #5).',
    '// Fixed in PR #41.',
    '/* Wide screens (#12) */',
    ' * See 000_630ccd3ccc5c9c35.txt for the fields.',
    " * The five messages of 000 section 5 are verbatim; 001's header too.",
    '/** The ten districts of `000` section 3. */',
    ' * the packages of 000 with their payouts',
    '// the source document says so',
    '// as the spec says',
    ' * (STYLE.md convention 8)',
    ' * as DESIGN section 7 asks',
    ' * Order matters under Vite 8 (STACK.md).',
    '`../shared/STYLE.md` (layout, conventions)',
    '`../../shared/spec/` holds them',
    'read /work/shared for the notes',
  ])('catches %j', (line) => {
    expect(findCitations(`const a = 1\n${line}\n`)).toEqual([expect.objectContaining({ line: 2 })])
  })

  it.each([
    '// an issue with the camera: Chromium reports it late',
    'const problems = result.issues.map((issue) => issue.message)',
    '  background: #000;',
    '  color: #1d70b8;',
    "it('shows row #1 first', () => {",
    "for (const phone of ['+267 (71) 000 001', '71 000 001']) {",
    ' * P 15,000 payout; 3,000 sample products and 1,000 codes',
    "licence: 'National lottery NL-001',",
    '-- server/src/db/migrations/001_idempotency.sql',
    "import type { Certifier } from '../../shared/schemas/verify'",
    '// English is the source: the build puts its messages in the descriptors',
    'const DESIGN = `',
    ' * The development key issues 2 requests a second at most',
    ' * docs/design.md section 6 and docs/decisions.md decide it',
  ])('lets %j pass', (line) => {
    expect(findCitations(line)).toEqual([])
  })
})
