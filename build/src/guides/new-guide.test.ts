import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { readGuideData } from '@super-individual/content/node'
import { guidePathLists } from '@super-individual/content/node'
import { runTsx as tsx } from '@super-individual/content/node'
import { repoRoot } from '@super-individual/content/node'

const repo = repoRoot
const copy = mkdtempSync(join(tmpdir(), 'new-guide-'))
afterAll(() => rmSync(copy, { recursive: true, force: true }))
for (const part of [
  ['content', 'routes'],
  ['content', 'src', 'routes'],
  ['content', 'facts'],
  ['public', 'locales'],
  ['examples'],
])
  cpSync(join(repo, ...part), join(copy, ...part), { recursive: true })

const article = (language: string) =>
  JSON.parse(
    readFileSync(
      join(copy, 'public', 'locales', language, 'articles', 'marketing', 'research-pricing.json'),
      'utf8',
    ),
  )

describe('npm run new:guide', () => {
  it(
    'adds a draft that the checker accepts, that a build leaves out and that dev routes uncounted',
    { timeout: 120_000 },
    async () => {
      const created = tsx([
        'content/src/cli/new-guide.ts',
        'marketing/research/pricing',
        '--zh',
        '定价研究',
        '--en',
        'Pricing research',
        '--repo',
        copy,
      ])
      expect(created.output).toContain('Draft guide marketing/research-pricing added')
      expect(created.status).toBe(0)
      const today = new Date().toLocaleDateString('sv')
      expect(article('zh')).toMatchObject({
        draft: true,
        title: '定价研究',
        lastReviewed: today,
        changeLog: [{ date: today }],
      })
      expect(article('en').sections[0].blocks[0]).toMatchObject({ type: 'numbers', rows: [{}, {}, {}] })
      const data = readGuideData(join(copy, 'content', 'routes'))
      expect(data.marketing.at(-1)).toEqual({ path: 'research/pricing', draft: true })
      expect(
        readFileSync(join(copy, 'content', 'src', 'routes', 'guide-paths.generated.ts'), 'utf8'),
      ).toMatch(/draftGuides[^]*'research\/pricing'/)

      const locales = join(copy, 'public', 'locales')
      const check = (...args: string[]) =>
        tsx([
          'content/src/cli/check-articles.ts',
          `--root=${locales}`,
          `--routes=${join(copy, 'content', 'routes')}`,
          ...args,
        ])
      const asDraft = check()
      expect(asDraft.output).toContain('ok   marketing/research-pricing')
      expect(asDraft.status).toBe(0)

      // Without the flag the full writing rules apply (and the route, still a draft, disagrees).
      for (const language of ['zh', 'en']) {
        const { draft: _, ...published } = article(language)
        const file = join(locales, language, 'articles', 'marketing', 'research-pricing.json')
        writeFileSync(file, JSON.stringify(published))
      }
      const published = check()
      expect(published.output).toMatch(
        /FAIL marketing\/research-pricing\n {2}zh: \d+ Han characters, needs 900/,
      )
      expect(published.output).toContain(
        'the route in content/routes/marketing.json is a draft but the article is not',
      )
      expect(published.status).toBe(1)

      vi.resetModules()
      vi.doMock('@super-individual/content/guide-paths', () => guidePathLists(data))
      vi.stubEnv('DEV', false)
      const built = await import('../../../src/routes/route-table')
      expect(built.routeTable.map((route): string => route.path)).not.toContain('/marketing/research/pricing')
      vi.resetModules()
      vi.stubEnv('DEV', true)
      const dev = await import('../../../src/routes/route-table')
      expect(
        dev.routeTable.find((route): boolean => route.path === ('/marketing/research/pricing' as string)),
      ).toMatchObject({ draft: true })
      const { learningArticlesIn } = await import('../../../src/learning/learning-articles')
      expect(learningArticlesIn(dev.routeTable).map((entry) => entry.path)).not.toContain(
        '/marketing/research/pricing',
      )
      vi.doUnmock('@super-individual/content/guide-paths')
      vi.unstubAllEnvs()
    },
  )

  it('refuses a path that is listed already, and names the file', { timeout: 60_000 }, () => {
    const again = tsx([
      'content/src/cli/new-guide.ts',
      'marketing/research/seo',
      '--zh',
      '搜索',
      '--en',
      'SEO',
      '--repo',
      copy,
    ])
    expect(again.output).toContain('marketing.json [')
    expect(again.output).toContain('"research/seo" is listed twice')
    expect(again.status).toBe(1)
  })
})
