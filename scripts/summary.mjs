// Prints the plain closing line CI reads: "N passed, N failed, N skipped". A test file that
// failed before running any test (an import or setup error) counts as one failure.
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const brokenFiles = report.testResults.filter(
  (file) =>
    file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
).length
const failed = report.numFailedTests + brokenFiles
const skipped = report.numPendingTests + (report.numTodoTests ?? 0)
console.log(`\ntests: ${report.numPassedTests} passed, ${failed} failed, ${skipped} skipped`)
