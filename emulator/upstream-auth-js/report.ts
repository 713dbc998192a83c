// Reading jest's --json output and sorting the failures by why they fail: the features the
// emulator leaves out (emulator/README.md "What it does not cover") versus everything else.

export interface JestAssertion {
  fullName: string
  status: string
  failureMessages: string[]
}

export interface JestFileResult {
  name: string
  message: string
  assertionResults: JestAssertion[]
}

export interface JestReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  testResults: JestFileResult[]
}

export type FailureClass =
  'mfa/webauthn/passkey' | 'phone' | 'rs256/asymmetric keys' | 'oauth-client admin' | 'other'

/** Checked in order against "<file> › <test name>"; the first match wins. */
const CLASSES: [FailureClass, RegExp][] = [
  ['mfa/webauthn/passkey', /passkey|webauthn|\bmfa\b|totp|\bfactors?\b|\baal\d?\b|authenticator/i],
  ['phone', /phone|\bsms\b/i],
  ['rs256/asymmetric keys', /asymmetric|rs256|\bjwks\b|signing.?keys?/i],
  [
    'oauth-client admin',
    /oauth.?(clients?|admin|server)|\b(create|update|get|delete|list)Clients?\(|regenerateClientSecret/i,
  ],
]

export function classify(file: string, testName: string): FailureClass {
  const subject = `${file} › ${testName}`
  return CLASSES.find(([, pattern]) => pattern.test(subject))?.[0] ?? 'other'
}

export interface Failure {
  file: string
  test: string
  kind: FailureClass
  reason: string
}

/** The message's first line, and jest's "Received:" line when there is one (it holds the error). */
function reasonOf(message: string): string {
  const lines = message
    // eslint-disable-next-line no-control-regex -- jest colours its messages with ANSI escapes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('●'))
  const received = lines.find((line) => line.startsWith('Received:'))
  return [lines[0] ?? '', received].filter(Boolean).join(' — ')
}

export function failuresOf(report: JestReport, packageDir: string): Failure[] {
  const failures: Failure[] = []
  for (const result of report.testResults) {
    const file = result.name.replace(`${packageDir}/`, '')
    const failed = result.assertionResults.filter((assertion) => assertion.status === 'failed')
    if (failed.length === 0 && result.message) {
      // the whole file failed before its tests ran (a compile error, a failing beforeAll)
      failures.push({
        file,
        test: '(whole file)',
        kind: classify(file, ''),
        reason: reasonOf(result.message),
      })
    }
    for (const assertion of failed) {
      failures.push({
        file,
        test: assertion.fullName,
        kind: classify(file, assertion.fullName),
        reason: reasonOf(assertion.failureMessages.join('\n')),
      })
    }
  }
  return failures
}

export function formatReport(report: JestReport, failures: Failure[]): string {
  const lines = [
    '',
    `Upstream auth-js suite: ${report.numPassedTests} of ${report.numTotalTests} passed, ` +
      `${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  ]
  const kinds = [...new Set(failures.map((failure) => failure.kind))].sort((a, b) =>
    a === 'other' ? 1 : b === 'other' ? -1 : a.localeCompare(b),
  )
  for (const kind of kinds) {
    const ofKind = failures.filter((failure) => failure.kind === kind)
    lines.push('', `${kind} (${ofKind.length}):`)
    for (const failure of ofKind) {
      lines.push(`  - ${failure.file} › ${failure.test}`, `      ${failure.reason.slice(0, 200)}`)
    }
  }
  const others = failures.filter((failure) => failure.kind === 'other').length
  lines.push('', `Failures outside the left-out features ("other"): ${others}`)
  return lines.join('\n')
}
