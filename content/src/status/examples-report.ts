import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

/** What the examples' last test run (vitest's JSON reporter, examples/vitest.config.ts) says failed. */
export interface ExampleRun {
  /** When that run started, ISO; undefined when no report exists (the examples have not run here). */
  ranAt?: string
  files: number
  tests: number
  failed: { file: string; test?: string; message: string }[]
}

interface VitestJsonReport {
  startTime: number
  numTotalTests: number
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

const firstLine = (text = '') =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 160) ?? ''

/** Reads the report; runs nothing. A missing or unreadable report is said, not thrown. */
export function readExampleRun(reportFile: string, examplesDir: string): ExampleRun {
  if (!existsSync(reportFile)) return { files: 0, tests: 0, failed: [] }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJsonReport
  const failed = report.testResults.flatMap((file) => {
    const name = relative(examplesDir, file.name)
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ file: name, test: test.fullName, message: firstLine(test.failureMessages?.[0]) }))
    // A file that failed before any test ran (an import, a hook) has no failed test to name.
    return tests.length === 0 && file.status === 'failed'
      ? [{ file: name, message: firstLine(file.message) }]
      : tests
  })
  return {
    ranAt: new Date(report.startTime).toISOString(),
    files: report.testResults.length,
    tests: report.numTotalTests,
    failed,
  }
}
