import { describe, expect, it } from 'vitest'
import { routeTable } from '@/routes/route-table'
import { allResources } from '@/test/test-i18n'
import { articleBlocks, articleParagraphs, articleProblems } from '@super-individual/content/node'
import { parityProblems } from '@super-individual/content/node'
import { stepGuideProblems } from '@super-individual/content/node'
import { articleSchema, type Article } from '@super-individual/content'

const languages = ['zh', 'en'] as const
// The files as they are on disk; the article files in allResources come through the Vite plugin
// that inlines them (content/src/examples), as every reader of an article gets them. Only the
// files a guide shows: not the tests beside them, their fixtures, nor the examples package's own.
const exampleFiles = import.meta.glob<string>(
  ['../../../examples/*/*/*', '!**/node_modules/**', '!**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)
const examples = new Map(
  Object.entries(exampleFiles).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), text]),
)
const articleRoutes = routeTable.filter((route) => route.article)

function articleData(language: string, id: string): unknown {
  return allResources[language]?.[`articles/${id}`]
}

describe('guide articles', () => {
  it('exist for every guide sub-route in the route table, in both languages', () => {
    const missing = articleRoutes.flatMap((route) =>
      languages
        .filter((language) => !articleData(language, route.article ?? ''))
        .map((language) => `${language}: ${route.path}`),
    )
    expect(missing).toEqual([])
  })

  it('are the only article files (no orphan without a route)', () => {
    const ids = new Set(articleRoutes.map((route) => `articles/${route.article}`))
    for (const language of languages) {
      const orphans = Object.keys(allResources[language] ?? {}).filter(
        (ns) => ns.startsWith('articles/') && !ids.has(ns),
      )
      expect(orphans).toEqual([])
    }
  })

  for (const route of articleRoutes) {
    it(`${route.path} passes the schema and (unless a draft) the writing rules in zh and en`, () => {
      const parsed: Partial<Record<(typeof languages)[number], Article>> = {}
      for (const language of languages) {
        const result = articleSchema.safeParse(articleData(language, route.article ?? ''))
        expect(result.error?.issues ?? [], `${language} schema`).toEqual([])
        if (!result.success) return
        parsed[language] = result.data
        // A draft is checked for its shape only, as the article checker does.
        if (!result.data.draft) expect(articleProblems(result.data, language), language).toEqual([])
        for (const link of result.data.resources) expect(link.url).toMatch(/^https:\/\//)
      }
      if (parsed.zh && parsed.en) expect(parityProblems(parsed.zh, parsed.en)).toEqual([])
      const routable = new Set(
        articleRoutes.filter((other) => route.draft || !other.draft).map((other) => other.path),
      )
      if (parsed.zh) expect(stepGuideProblems(parsed.zh, route.path, routable), 'step guides').toEqual([])
    })
  }

  it('show every code block with its example file as its code, and every example file is shown', () => {
    const shown = new Set<string>()
    for (const language of languages) {
      for (const route of articleRoutes) {
        const article = articleData(language, route.article ?? '') as Article
        for (const block of articleBlocks(article)) {
          if (block.type !== 'code' || !block.example) continue
          shown.add(block.example)
          expect(`${block.code}\n`, block.example).toBe(examples.get(block.example))
        }
      }
    }
    expect(shown.size).toBeGreaterThan(0)
    expect([...examples.keys()].filter((path) => !shown.has(path))).toEqual([])
  })

  it('never repeat a paragraph across articles', () => {
    for (const language of languages) {
      const seen = new Map<string, string>()
      const repeats: string[] = []
      for (const route of articleRoutes) {
        const result = articleSchema.safeParse(articleData(language, route.article ?? ''))
        if (!result.success) continue
        for (const paragraph of articleParagraphs(result.data)) {
          const previous = seen.get(paragraph)
          if (previous && previous !== route.path) repeats.push(`${route.path} repeats ${previous}`)
          seen.set(paragraph, route.path)
        }
      }
      expect(repeats, language).toEqual([])
    }
  })
})
