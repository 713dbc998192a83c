import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readGuideData } from '@super-individual/content/node'
import { growCorpus } from './synthetic-corpus'
import { repoRoot } from '@super-individual/content/node'

const repo = repoRoot
const copy = mkdtempSync(join(tmpdir(), 'scale-corpus-'))
const locales = join(copy, 'public', 'locales')
const guideCount = (dir: string) =>
  Object.values(readGuideData(dir))
    .flat()
    .filter((entry) => !entry.draft).length

/** The article files of one language, the real ones or the synthetic ones. */
function articleText(language: string, synthetic: boolean) {
  const dir = join(locales, language, 'articles')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') && file.includes('sample-') === synthetic)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
}
/** Each file compressed alone, as a host serves it. */
const gzipRatio = (texts: string[]) =>
  texts.reduce((sum, text) => sum + gzipSync(text).length, 0) /
  texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0)

beforeAll(() => {
  cpSync(join(repo, 'public', 'locales'), locales, { recursive: true })
  mkdirSync(join(copy, 'content', 'src', 'routes'), { recursive: true })
  cpSync(join(repo, 'content', 'routes'), join(copy, 'content', 'routes'), { recursive: true })
  cpSync(join(repo, 'content', 'facts'), join(copy, 'content', 'facts'), { recursive: true })
  cpSync(join(repo, 'examples'), join(copy, 'examples'), {
    recursive: true,
    filter: (file) => !file.includes('node_modules'),
  })
  growCorpus(copy, 50)
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('the scale bench corpus at 50 guides', () => {
  it('holds 50 routed guides, the real ones plus new ones spread over every section', () => {
    expect(guideCount(join(copy, 'content', 'routes'))).toBe(50)
    const sections = Object.entries(readGuideData(join(copy, 'content', 'routes')))
    for (const [, entries] of sections)
      expect(entries.some((entry) => entry.path.includes('sample-'))).toBe(true)
  })

  it('passes check:articles, with its route data', () => {
    const run = () =>
      execFileSync(
        'npx',
        [
          'tsx',
          'content/src/cli/check-articles.ts',
          `--root=${locales}`,
          `--routes=${join(copy, 'content', 'routes')}`,
        ],
        {
          cwd: repo,
          encoding: 'utf8',
        },
      )
    expect(run()).toMatch(/^50 passed, 0 failed$/m)
  }, 60_000)

  it('compresses within 10% of the real articles, in both languages', () => {
    for (const language of ['zh', 'en']) {
      const real = gzipRatio(articleText(language, false))
      const synthetic = gzipRatio(articleText(language, true))
      expect(Math.abs(synthetic - real) / real).toBeLessThan(0.1)
    }
  })
})
