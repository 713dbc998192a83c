// @vitest-environment node
// An example written twice, once with Chinese and once with English comments, must stay the same
// code: a fix made to one copy and not the other would show readers of one language a broken snippet.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../node/repo-root.ts'
import { shownExamples } from './example-files'

const examplesDir = join(repoRoot, 'examples')
const commentLine = /^\s*(#|\/\/|\/\*\*?|\*\/?)/

/** The lines that are code: comment lines left out, trailing whitespace ignored. */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !commentLine.test(line))
    .map((line) => line.trimEnd())

const pairs = shownExamples(examplesDir)
  .map((path) => path.replace(/^examples\//, ''))
  .filter((name) => /\.zh\.(ts|js|py|sh|txt)$/.test(name))
  .map((zh) => [zh, zh.replace('.zh.', '.en.')] as const)

describe('examples written per language', () => {
  it('exist in pairs (the check below has something to compare)', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4)
  })

  it.each(pairs)('%s and %s differ only in their comments', (zh, en) => {
    expect(codeOf(join(examplesDir, en))).toEqual(codeOf(join(examplesDir, zh)))
  })
})
