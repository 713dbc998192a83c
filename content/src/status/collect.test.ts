import { describe, expect, it } from 'vitest'
import type { Article } from '../schema/article-schema'
import type { GuideArticles } from '../corpus/guide-articles'
import { contentStatus } from './collect'
import { statusTables, summaryLine } from './format-status'

const source = (url: string) => ({ label: url, url, primary: true })
const fact = (url: string, checked?: string, asOf = '2025-01') => ({
  type: 'fact',
  text: `Fact from ${url}`,
  asOf,
  checked,
  source: source(url),
})
const reader = (date: string) => ({ date, kind: 'reader' as const, text: date })

function guide(
  id: string,
  blocks: { zh: unknown[]; en: unknown[] },
  logs = { zh: [reader('2026-11-01')], en: [reader('2026-11-01')] },
): GuideArticles {
  const article = (language: 'zh' | 'en') =>
    ({
      title: id,
      intro: '',
      lastReviewed: logs[language].at(-1)?.date,
      changeLog: logs[language],
      sections: [{ heading: 'H', paragraphs: ['P'], blocks: blocks[language] }],
      resources: [],
    }) as unknown as Article
  return { id, section: id.split('/')[0], path: `/${id}`, articles: { zh: article('zh'), en: article('en') } }
}

const noRun = { files: 0, tests: 0, failed: [] }
const today = '2026-11-26'

describe('content status', () => {
  const fresh = guide('marketing/fresh', {
    zh: [
      fact('https://a.example/fees', '2026-11-01'),
      { type: 'fact', text: 'Unknown fee', unverified: true },
    ],
    en: [
      fact('https://a.example/fees', '2026-11-01'),
      { type: 'fact', text: 'Unknown fee', unverified: true },
    ],
  })
  const old = guide('tools-services/old', {
    zh: [fact('https://a.example/fees', '2026-05-25'), fact('https://b.example/rules')],
    en: [fact('https://a.example/fees', '2026-05-25'), fact('https://b.example/rules')],
  })
  const leading = guide(
    'products-tech/leading',
    {
      zh: [fact('https://c.example/x', '2026-11-20', '2026-11')],
      en: [fact('https://c.example/x', '2026-06-01')],
    },
    { zh: [reader('2026-06-01'), reader('2026-11-20')], en: [reader('2026-06-01')] },
  )
  const status = contentStatus([fresh, old, leading], noRun, today)

  it('lists sources read more than 6 months ago or never, taking the older of the two languages', () => {
    expect(status.staleSources.map((part) => [part.guide, part.checked, part.url])).toEqual([
      ['tools-services/old', '2026-05-25', 'https://a.example/fees'],
      ['tools-services/old', null, 'https://b.example/rules'],
    ])
  })

  it('lists guides whose newest check is older than 6 months', () => {
    expect(status.staleGuides).toEqual([
      { guide: 'tools-services/old', newestCheck: '2026-05-25', lastReviewed: '2026-11-01' },
    ])
  })

  it('names the leading language and since when', () => {
    expect(status.leads).toEqual([
      { guide: 'products-tech/leading', leader: 'zh', since: '2026-11-20', updated: '2026-11-20' },
    ])
    expect(status.parityProblems).toEqual([])
  })

  it('lists unverified facts and sources several guides cite, with their oldest check', () => {
    expect(status.unverified).toEqual([{ guide: 'marketing/fresh', text: 'Unknown fee' }])
    expect(status.sharedSources).toEqual([
      {
        url: 'https://a.example/fees',
        label: 'https://a.example/fees',
        guides: ['marketing/fresh', 'tools-services/old'],
        oldestCheck: '2026-05-25',
      },
    ])
  })

  it('prints a summary line and one table per question', () => {
    expect(summaryLine(status)).toBe(
      'content:status on 2026-11-26, 3 guides: 0 reviewed (0 current, 0 passing), 2 sources read more than 6 months ago or never, 1 guides not checked in 6 months, ' +
        '1 guides with one language ahead, 1 unverified facts, no example test report yet, 1 sources cited by several guides',
    )
    const tables = statusTables({
      ...status,
      examples: {
        ranAt: '2026-11-26T10:00:00.000Z',
        files: 1,
        tests: 2,
        failed: [{ file: 'x/y.test.ts', test: 'y runs', message: 'boom' }],
      },
    })
    expect(tables).toMatch(
      /Guides where one language leads \(1\)\n {2}guide +leads +since +last update\n.*\n {2}products-tech\/leading +zh +2026-11-20 +2026-11-20/,
    )
    expect(tables).toMatch(
      /Example tests that failed in the last run \(2026-11-26T10:00:00.000Z, 1 files, 2 tests\)[\s\S]*x\/y\.test\.ts +y runs +boom/,
    )
  })
})
