// @vitest-environment node
// An editor's whole path for a new guide, in a copy of the repo: new:guide makes the draft, the
// editor fills both files and removes "draft", and then the article checks and the i18n check pass
// and a build prerenders the guide in both languages and lists it in the sitemap.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildCacheDirs, repoRoot } from '@super-individual/content/node'
import { copyRepo } from '../bench/scale/repo-copy'

const copy = copyRepo(repoRoot, 'new-guide-published')
const outDir = join(copy, 'dist-new-guide')
afterAll(() => {
  for (const dir of buildCacheDirs(outDir)) rmSync(dir, { recursive: true, force: true })
  rmSync(copy, { recursive: true, force: true })
})

const run = (script: string, ...args: string[]) =>
  execFileSync('npx', ['tsx', script, ...args], { cwd: copy, encoding: 'utf8', stdio: 'pipe' })
const readJson = (file: string) =>
  JSON.parse(readFileSync(join(copy, file), 'utf8')) as Record<string, unknown>
const writeJson = (file: string, value: unknown) =>
  writeFileSync(join(copy, file), `${JSON.stringify(value, null, 2)}\n`)
const articleFile = (language: string, id: string) => `public/locales/${language}/articles/${id}.json`

interface Section {
  blocks?: { type: string }[]
  [field: string]: unknown
}
// A guide's sections without their code blocks (a section left with no block loses the field).
const withoutCode = (sections: Section[]): Section[] =>
  sections.map(({ blocks, ...section }) => {
    const kept = blocks?.filter((block) => block.type !== 'code') ?? []
    return kept.length > 0 ? { ...section, blocks: kept } : section
  })

describe('a guide made with new:guide, filled and published', () => {
  it(
    'passes the checks, is prerendered in both languages and is in the sitemap',
    { timeout: 240_000 },
    () => {
      run(
        'content/src/cli/new-guide.ts',
        'marketing/research/pricing',
        '--zh',
        '定价研究',
        '--en',
        'Pricing research',
      )
      // The editor's writing: the text of a published guide, in the new guide's files. Its code blocks
      // are left out, since their example files live in the source guide's folder; so the test does not
      // depend on which guide has code.
      const titles = { zh: '定价研究', en: 'Pricing research' } as const
      for (const language of ['zh', 'en'] as const) {
        const source = readJson(articleFile(language, 'marketing/overseas-b2c-google'))
        const { draft: _draft, sections, ...published } = source
        writeJson(articleFile(language, 'marketing/research-pricing'), {
          ...published,
          sections: withoutCode(sections as Section[]),
          title: titles[language],
        })
      }
      const routes = readJson('content/routes/marketing.json') as unknown as {
        path: string
        draft?: boolean
      }[]
      writeJson(
        'content/routes/marketing.json',
        routes.map((entry) => (entry.path === 'research/pricing' ? { path: entry.path } : entry)),
      )

      expect(run('content/src/cli/check-articles.ts')).toMatch(/^ok +marketing\/research-pricing$/m)
      run('tools/src/i18n-check/i18n-check.ts')
      execFileSync('npx', ['tsx', 'build/src/build.ts', '--outDir', outDir], {
        cwd: copy,
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
      })
      for (const page of ['marketing/research/pricing', 'en/marketing/research/pricing']) {
        const html = readFileSync(join(outDir, page, 'index.html'), 'utf8')
        expect(html).toContain(page.startsWith('en/') ? titles.en : titles.zh)
      }
      const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8')
      expect(sitemap).toMatch(/<loc>[^<]*\/marketing\/research\/pricing<\/loc>/)
      expect(sitemap).toMatch(/<loc>[^<]*\/en\/marketing\/research\/pricing<\/loc>/)
    },
  )
})
