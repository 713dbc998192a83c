import { describe, expect, it } from 'vitest'
import { readCatalog } from './prepare'
import { classify, failuresOf, formatReport, type JestReport } from './report'

describe('classify', () => {
  it.each([
    ['test/GoTrueClient.test.ts', 'MFA › enroll a TOTP factor', 'mfa/webauthn/passkey'],
    ['test/passkey.e2e.test.ts', 'registers', 'mfa/webauthn/passkey'],
    ['test/docker-tests/phone-otp.test.ts', 'sends an OTP', 'phone'],
    ['test/docker-tests/asymmetric-jwt.test.ts', 'getClaims verifies', 'rs256/asymmetric keys'],
    ['test/GoTrueApi.test.ts', 'Admin OAuth client › createClient', 'oauth-client admin'],
    [
      'test/GoTrueApi.test.ts',
      'OAuth Admin Edge Cases updateClient() accepts partial updates',
      'oauth-client admin',
    ],
    ['test/GoTrueApi.test.ts', 'signUp with email', 'other'],
  ])('%s › %s is %s', (file, name, kind) => {
    expect(classify(file, name)).toBe(kind)
  })
})

describe('failuresOf', () => {
  const report: JestReport = {
    numTotalTests: 3,
    numPassedTests: 1,
    numFailedTests: 1,
    numPendingTests: 1,
    testResults: [
      {
        name: '/work/pkg/test/a.test.ts',
        message: '',
        assertionResults: [
          { fullName: 'a passes', status: 'passed', failureMessages: [] },
          {
            fullName: 'a signs in',
            status: 'failed',
            failureMessages: [
              '\u001b[31mError: expect(received).toBeNull()\u001b[39m\n\nReceived: [AuthApiError: nope]\n  at x',
            ],
          },
        ],
      },
      {
        name: '/work/pkg/test/b.test.ts',
        message: '● Test suite failed to run\n\n  Cannot find module',
        assertionResults: [],
      },
    ],
  }

  it('lists failed tests and files that did not run, with the first line of the message', () => {
    expect(failuresOf(report, '/work/pkg')).toEqual([
      {
        file: 'test/a.test.ts',
        test: 'a signs in',
        kind: 'other',
        reason: 'Error: expect(received).toBeNull() — Received: [AuthApiError: nope]',
      },
      { file: 'test/b.test.ts', test: '(whole file)', kind: 'other', reason: 'Cannot find module' },
    ])
  })

  it('prints the totals and counts the "other" failures', () => {
    const text = formatReport(report, failuresOf(report, '/work/pkg'))
    expect(text).toContain('1 of 3 passed, 1 failed, 1 skipped')
    expect(text).toContain('Failures outside the left-out features ("other"): 2')
  })
})

describe('readCatalog', () => {
  it('reads the catalog block only', () => {
    const yaml =
      "packages:\n  - 'x'\ncatalog:\n  jest: 30.4.2\n  '@types/node': 20.19.9\noverrides:\n  sharp: '>=0.35.0'\n"
    expect(readCatalog(yaml)).toEqual({ jest: '30.4.2', '@types/node': '20.19.9' })
  })
})
