/**
 * The fixed demo records of docs/design.md section 5, printed at start so anyone can try the app.
 * Tests of the real routes rely on the same inputs.
 */
export interface DemoRecord {
  call: string
  input: string
  verdict: string
}

export const DEMO_RECORDS: DemoRecord[] = [
  { call: 'product/check', input: 'BWP100001', verdict: 'genuine' },
  { call: 'product/check', input: 'BWP900009', verdict: 'flagged (reported counterfeit)' },
  { call: 'product/check', input: 'BWP300003', verdict: 'expired (past its expiry date)' },
  { call: 'product/check', input: 'BWP400004', verdict: 'recalled (with the reason)' },
  { call: 'product/check', input: 'BWP500005', verdict: 'suspended (with the reason)' },
  { call: 'product/check', input: 'BWP555555', verdict: 'not_found' },
  { call: 'promotions/verify', input: 'code PRM2026, promo WINTER', verdict: 'genuine' },
  { call: 'promotions/verify', input: 'code PRM2025, promo SUMMER', verdict: 'flagged (ended)' },
  { call: 'documents/verify', input: 'DOC00012345', verdict: 'genuine' },
  {
    call: 'documents/authenticate',
    input: 'upload server/src/fixtures/sample-document.pdf',
    verdict: 'genuine',
  },
  { call: 'organisation/verify', input: 'BW00001234567', verdict: 'genuine' },
  { call: 'callerId/check', input: '+26771000001', verdict: 'verified' },
  { call: 'callerId/check', input: '+26772000002', verdict: 'reported' },
  {
    call: 'certifier/list',
    input: 'page size 20',
    verdict: 'at least 45 certifiers (three pages)',
  },
]

/** A plain-text table with aligned columns. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

export function demoTable(): string {
  return formatTable(
    ['call', 'input', 'verdict'],
    DEMO_RECORDS.map((record) => [record.call, record.input, record.verdict]),
  )
}
