import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureArticle, fixtureFact, fixtureRepo } from '../test/fixture-repo'
import { loadCorpus } from './load-corpus'

let remove = () => {}
afterEach(() => remove())

describe('loadCorpus', () => {
  it('reads each guide file, example file and shared fact once, and serves both languages from them', () => {
    const code = { type: 'code', language: 'bash', example: 'examples/marketing/research-fixture/run.sh' }
    const law = { type: 'fact', ref: 'the-law' }
    const repo = fixtureRepo({
      'content/routes/marketing.json': [
        { path: 'research/fixture' },
        { path: 'research/draft', draft: true },
      ],
      'public/locales/zh/articles/marketing/research-fixture.json': fixtureArticle('zh', [code, law]),
      'public/locales/en/articles/marketing/research-fixture.json': fixtureArticle('en', [code, law]),
      'examples/marketing/research-fixture/run.sh': 'echo hi\n',
      'examples/tested.json': {
        'examples/marketing/research-fixture/run.sh': { how: 'run', with: ['bash'], on: '2026-12-02' },
      },
      'content/facts/the-law.json': fixtureFact,
    })
    remove = repo.remove
    const reads = new Map<string, number>()
    const corpus = loadCorpus(repo.root, {
      readFile: (path) => {
        reads.set(path, (reads.get(path) ?? 0) + 1)
        return readFileSync(join(repo.root, path), 'utf8')
      },
    })
    expect(corpus.problems).toEqual([])
    expect(corpus.guides.map((guide) => guide.id)).toEqual(['marketing/research-fixture'])
    const guide = corpus.guides[0]!
    expect(guide.articles.en.sections[0]?.blocks?.[0]).toMatchObject({ code: 'echo hi' })
    expect(guide.articles.zh.sections[0]?.blocks?.[1]).toMatchObject({
      text: '法律规定。',
      source: { label: '法律' },
    })
    expect(JSON.parse(guide.served.en)).toEqual(guide.articles.en)
    expect(guide.articles.en.readingMinutes).toBeGreaterThan(0)
    expect(reads.get('public/locales/zh/articles/marketing/research-fixture.json')).toBe(1)
    expect([...reads.entries()].filter(([, count]) => count !== 1)).toEqual([])
    expect([...reads.keys()]).toEqual(
      expect.arrayContaining([
        'public/locales/en/articles/marketing/research-fixture.json',
        'examples/marketing/research-fixture/run.sh',
        'content/facts/the-law.json',
      ]),
    )
  })

  it('leaves drafts out unless asked, and names a guide it cannot read instead of failing', () => {
    const repo = fixtureRepo({
      'content/routes/marketing.json': [
        { path: 'research/fixture' },
        { path: 'research/draft', draft: true },
      ],
      'public/locales/zh/articles/marketing/research-fixture.json': fixtureArticle('zh'),
      'public/locales/en/articles/marketing/research-fixture.json': '{ not json',
    })
    remove = repo.remove
    expect(loadCorpus(repo.root).problems).toEqual([
      { guide: 'marketing/research-fixture', problems: [expect.stringMatching(/JSON/)] },
    ])
    expect(loadCorpus(repo.root, { drafts: true }).problems.map((problem) => problem.guide)).toEqual([
      'marketing/research-fixture',
      'marketing/research-draft',
    ])
  })
})
