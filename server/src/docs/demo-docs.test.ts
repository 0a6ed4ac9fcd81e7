/**
 * The demo records the start prints (server/src/demo.ts) are the tables of README.md ("Demo
 * records") and docs/design.md (section 5): a row for each, in the same order, whose codes
 * are the record's, so a reader of either finds every record there is to try.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_RECORDS } from '../demo'

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')

/** The cells of the first table after `marker`, header and rule left out. */
function tableAfter(doc: string, marker: string): string[][] {
  const start = doc.indexOf(marker)
  expect(start, marker).toBeGreaterThanOrEqual(0)
  const lines = doc.slice(start).split('\n')
  const first = lines.findIndex((line) => line.startsWith('|'))
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'))
  return lines.slice(first + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  )
}

describe.each([
  ['README.md', '## Demo records'],
  ['docs/design.md', 'Fixed demo records'],
])('the demo records in %s', (path, marker) => {
  it('are the records the start prints', () => {
    const rows = tableAfter(read(path), marker)
    expect(rows.map(([call]) => call)).toEqual(DEMO_RECORDS.map((record) => record.call))
    rows.forEach(([call, input], i) => {
      for (const [, code] of (input ?? '').matchAll(/`([^`]+)`/g))
        expect(DEMO_RECORDS[i]?.input, call).toContain(code)
    })
  })
})
