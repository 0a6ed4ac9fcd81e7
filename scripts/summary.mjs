// Prints the plain closing line CI reads: "N passed, N failed, N skipped", over every Vitest
// JSON report given (the main run, and the gateway suite again on PostgreSQL). A test file
// that failed before running any test (an import or setup error) counts as one failure; a
// report that is missing (its run never started) counts as one failure too.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) {
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(path, 'utf8'))
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length
  passed += report.numPassedTests
  failed += report.numFailedTests + brokenFiles
  skipped += report.numPendingTests + (report.numTodoTests ?? 0)
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
