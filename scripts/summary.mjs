// Prints the plain closing lines CI reads: each failed test by file and name with the first line
// of its message, then "N passed, N failed, N skipped" over every Vitest JSON report given (the
// main run, and the gateway suite again on PostgreSQL). A test file that failed before running
// any test (an import or setup error) counts as one failure; a report that is missing (its run
// never started) counts as one failure too. The failures come last because CI keeps the tail.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

let passed = 0
let failed = 0
let skipped = 0
const failures = []
const firstLine = (messages) =>
  String(messages?.[0] ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? ''

for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) {
    failed += 1
    failures.push(`${path}: missing, the run never wrote its report`)
    continue
  }
  const report = JSON.parse(readFileSync(path, 'utf8'))
  for (const file of report.testResults) {
    const name = relative(process.cwd(), file.name)
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1
      failures.push(`${name}: ${firstLine([file.message]) || 'failed before its tests ran'}`)
    }
    for (const test of failedTests) {
      failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages)}`)
    }
  }
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + (report.numTodoTests ?? 0)
}
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
