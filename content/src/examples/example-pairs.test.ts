// @vitest-environment node
// An example written twice, once with Chinese and once with English comments and messages, must
// stay the same code (example-code.ts says what is code).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../node/repo-root.ts'
import { codeOf } from './example-code'
import { shownExamples } from './example-files'

const examplesDir = join(repoRoot, 'examples')
/**
 * The code as one run of tokens: a formatter wraps a call over several lines in the copy whose
 * message is longer (and adds a trailing comma), which changes no code.
 */
const codeIn = (file: string) =>
  codeOf(readFileSync(file, 'utf8'))
    .join('')
    .replace(/\s+/g, '')
    .replace(/,(?=[)\]}])/g, '')

const pairs = shownExamples(examplesDir)
  .map((path) => path.replace(/^examples\//, ''))
  .filter((name) => /\.zh\.(ts|js|py|sh|txt)$/.test(name))
  .map((zh) => [zh, zh.replace('.zh.', '.en.')] as const)

describe('examples written per language', () => {
  it('exist in pairs (the check below has something to compare)', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4)
  })

  it.each(pairs)('%s and %s differ only in their comments and messages', (zh, en) => {
    expect(codeIn(join(examplesDir, en))).toEqual(codeIn(join(examplesDir, zh)))
  })
})
