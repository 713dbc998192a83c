import { describe, expect, it } from 'vitest'
import { readerChangesSchema } from '../../../src/pages/changes/reader-changes-content'
import { translationLeadsSchema } from '../../../src/pages/guides/freshness/leads-content'
import { loadCorpus } from '@super-individual/content/node'
import { readerChangeDays, readerChanges, translationLeads } from './reader-changes'
import { entry, guide } from './test-guides'
import { repoRoot } from '@super-individual/content/node'

const seo = guide('marketing/research-seo', '/marketing/research/seo', {
  zh: [entry('2026-11-22'), entry('2026-11-23', 'editorial'), entry('2026-11-25'), entry('2026-11-25')],
  en: [entry('2026-11-22'), entry('2026-11-23', 'editorial'), entry('2026-11-25'), entry('2026-11-25')],
})
const api = guide('products-tech/programming-api', '/products-tech/programming/api', {
  zh: [entry('2026-11-22'), entry('2026-11-24'), entry('2026-12-03')],
  en: [entry('2026-11-22'), entry('2026-11-24')],
})

describe('reader changes', () => {
  it('lists only reader entries, newest first, a day’s entries in guide order, each with its place in that day', () => {
    const changes = readerChanges([seo, api], 'zh')
    expect(changes.map((change) => `${change.date} ${change.article} ${change.ordinal}`)).toEqual([
      '2026-12-03 products-tech/programming-api 0',
      '2026-11-25 marketing/research-seo 0',
      '2026-11-25 marketing/research-seo 1',
      '2026-11-24 products-tech/programming-api 0',
      '2026-11-22 marketing/research-seo 0',
      '2026-11-22 products-tech/programming-api 0',
    ])
    expect(changes[0]).toMatchObject({
      section: 'products-tech',
      path: '/products-tech/programming/api',
      title: 'products-tech/programming-api 中文',
    })
  })

  it('gives the lagging language the lead of the other, and the leading one none', () => {
    expect(translationLeads([seo, api], 'en')).toEqual({
      'products-tech/programming-api': { leader: 'zh', since: '2026-12-03', updated: '2026-12-03' },
    })
    expect(translationLeads([seo, api], 'zh')).toEqual({})
  })

  it('gives each guide of a section the day of its newest reader entry in that language, editorial ones aside', () => {
    const edited = guide('marketing/research-cases', '/marketing/research/cases', {
      zh: [entry('2026-11-20'), entry('2026-12-01', 'editorial')],
      en: [entry('2026-11-20'), entry('2026-12-01', 'editorial')],
    })
    const silent = guide('marketing/research-x', '/marketing/research/x', { zh: [], en: [] })
    expect(readerChangeDays([seo, api, edited, silent], 'zh', 'marketing')).toEqual({
      'marketing/research-seo': '2026-11-25',
      'marketing/research-cases': '2026-11-20',
    })
    expect(readerChangeDays([seo, api], 'zh', 'products-tech')).toEqual({
      'products-tech/programming-api': '2026-12-03',
    })
    expect(readerChangeDays([seo, api], 'en', 'products-tech')).toEqual({
      'products-tech/programming-api': '2026-11-24',
    })
  })

  it('reads every published guide of today’s content, whose generated namespaces the guide page accepts', () => {
    const guides = loadCorpus(repoRoot).guides
    expect(guides.length).toBeGreaterThan(30)
    for (const language of ['zh', 'en'] as const) {
      expect(
        translationLeadsSchema.safeParse({ leads: translationLeads(guides, language) }).error,
      ).toBeUndefined()
      expect(readerChanges(guides, language).length).toBeGreaterThan(50)
      expect(
        readerChangesSchema.safeParse({ entries: readerChanges(guides, language) }).error,
      ).toBeUndefined()
    }
  })
})
