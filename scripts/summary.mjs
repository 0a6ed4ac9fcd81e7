// Prints the plain closing line CI reads: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const skipped = report.numPendingTests + (report.numTodoTests ?? 0)
console.log(
  `\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
)
