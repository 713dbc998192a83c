import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readExampleRun } from './examples-report'

describe('the examples’ last test run', () => {
  it('names each failed test, and a file that failed before any test ran', () => {
    expect(
      readExampleRun(join(import.meta.dirname, 'fixtures', 'vitest-report.json'), '/repo/examples'),
    ).toEqual({
      ranAt: '2026-11-26T16:10:07.964Z',
      files: 2,
      tests: 3,
      failed: [
        {
          file: 'products-tech/ai-mcp/shop-server.test.ts',
          test: 'shop server refuses to write',
          message: "AssertionError: expected 'written' to be 'refused'",
        },
        { file: 'products-tech/web3/wallet.test.ts', message: "Error: Cannot find module './wallet'" },
      ],
    })
  })

  it('says there is no run when there is no report', () => {
    expect(readExampleRun(join(import.meta.dirname, 'fixtures', 'absent.json'), '/repo/examples')).toEqual({
      files: 0,
      tests: 0,
      failed: [],
    })
  })
})
