import { describe, expect, it } from 'vitest'
import type { GlossaryTerm } from '@super-individual/content'
import { indexesInMemory, searchInMemory } from '../../../src/search/in-memory-index'
import type { IndexedPage } from '../../../src/search/index-format'
import { resultView, routeOf } from '../../../src/search/result-view'
import { glossaryEntries } from './glossary-entries'
import { glossaryPairs } from './glossary-pairs'

const term = (
  id: string,
  zh: string,
  en: string,
  aliases: GlossaryTerm['aliases'],
  definition: GlossaryTerm['definition'],
): GlossaryTerm => ({
  id,
  zh,
  en,
  aliases,
  definition,
  sources: [],
})

const terms = [
  term(
    'merchant-of-record',
    '代收平台',
    'merchant of record',
    { zh: ['代收代缴平台'], en: ['MoR'] },
    {
      zh: '替你向买家收款并代缴税费的平台。',
      en: 'A platform that sells on your behalf and remits the taxes.',
    },
  ),
  term(
    'dau',
    '日活',
    'daily active users',
    { zh: ['日活跃用户'], en: ['DAU'] },
    {
      zh: '一天内打开过产品的用户数。',
      en: 'How many people use the product on a day.',
    },
  ),
]

const page = (path: string, title: string, text: string): IndexedPage => ({
  path,
  title,
  section: '/tools-services',
  parts: [{ text }],
})

// The English guide writes only "merchant of record", never MoR nor the Chinese name; the Chinese one only 代收平台.
const pages = {
  zh: [
    page('/tools-services/playbooks/paid-from-abroad', '海外收款', '选一个代收平台，少操心税务。'),
    ...glossaryEntries(terms, 'zh', '/glossary'),
  ],
  en: [
    page(
      '/en/tools-services/playbooks/paid-from-abroad',
      'Getting paid from abroad',
      'Pick a merchant of record and forget the sales tax.',
    ),
    ...glossaryEntries(terms, 'en', '/en/glossary'),
  ],
}

function search(language: 'zh' | 'en', query: string, withPairs = true) {
  const index = indexesInMemory(pages, { language })
  const { resolution } = searchInMemory(index, query, {
    synonyms: withPairs ? glossaryPairs(terms) : undefined,
  })
  if (resolution.status !== 'ready') throw new Error('unreachable: searchInMemory resolves every piece')
  return resolution.shown
}

const paths = (shown: ReturnType<typeof search>) =>
  shown.map(({ page: found, language }) => `${language}:${found.path}#${found.part.anchor ?? ''}`)

describe('query expansion from the glossary', () => {
  it('finds a guide through the other language name of an alias it never writes', () => {
    // MoR and 代收代缴平台 are only aliases; each guide uses one name of the term, in its own language.
    // The entry names the alias in its heading, the guides hold a synonym in their text: the entry first.
    expect(paths(search('en', 'MoR'))).toEqual([
      'en:/en/glossary#merchant-of-record',
      'en:/en/tools-services/playbooks/paid-from-abroad#',
      'zh:/glossary#merchant-of-record',
      'zh:/tools-services/playbooks/paid-from-abroad#',
    ])
    expect(paths(search('zh', '代收代缴平台'))).toEqual([
      'zh:/glossary#merchant-of-record',
      'zh:/tools-services/playbooks/paid-from-abroad#',
      'en:/en/glossary#merchant-of-record',
      'en:/en/tools-services/playbooks/paid-from-abroad#',
    ])
  })

  it("highlights the name that matched in the guide's snippet", () => {
    const guide = search('en', 'MoR').find(
      ({ page: found }) => found.path === '/en/tools-services/playbooks/paid-from-abroad',
    )!
    const view = resultView(guide, routeOf(guide.hit)!, 'en')
    expect(view.snippet.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual([
      'merchant of record',
    ])
  })

  it("puts the other language's pages holding the words as typed before the page language's found through a name", () => {
    // On the English site, 代收平台 as typed is in the Chinese guide; the English one holds another name.
    expect(paths(search('en', '代收平台'))).toEqual([
      'zh:/glossary#merchant-of-record',
      'zh:/tools-services/playbooks/paid-from-abroad#',
      'en:/en/glossary#merchant-of-record',
      'en:/en/tools-services/playbooks/paid-from-abroad#',
    ])
  })

  it('does not find those guides without the pairs', () => {
    expect(paths(search('en', 'MoR', false))).toEqual(['en:/en/glossary#merchant-of-record'])
  })

  it('ranks a page holding the words as typed above one holding a glossary name of them, even in its title', () => {
    const index = indexesInMemory(
      {
        en: [
          page('/en/a', 'Merchant of record or not', 'Who pays the tax.'),
          {
            ...page('/en/b', 'Selling abroad', 'Taxes.'),
            parts: [{ text: '' }, { heading: 'MoR rules', text: 'x' }],
          },
        ],
      },
      { language: 'en' },
    )
    const { resolution } = searchInMemory(index, 'mor', { synonyms: glossaryPairs(terms) })
    if (resolution.status !== 'ready') throw new Error('unreachable')
    expect(paths(resolution.shown)).toEqual(['en:/en/b#', 'en:/en/a#'])
  })

  it('writes names only, each term a pair of its Chinese and English names', () => {
    expect(glossaryPairs(terms)[0]).toEqual([
      ['代收平台', '代收代缴平台'],
      ['merchant of record', 'MoR'],
    ])
  })
})

describe('glossary entries', () => {
  it('are results of their own, titled by the names, the definition as the snippet, linking to the anchor', () => {
    const [shown] = search('zh', '日活跃用户')
    expect(paths([shown])).toEqual(['zh:/glossary#dau'])
    const to = routeOf(shown.hit)
    expect(to).toBe('/glossary')
    const view = resultView(shown, to!, 'zh')
    expect(`${view.href}#${view.hash}`).toBe('/glossary#dau')
    expect(view.title.map((segment) => segment.text).join('')).toBe('日活 · 日活跃用户')
    expect(view.heading).toBeNull()
    expect(view.snippet.map((segment) => segment.text).join('')).toContain('一天内打开过产品的用户数')
    expect(view.section).toBe('/glossary')
  })

  it('rank as a heading match: below a page with the word in its title, above one with it in the text', () => {
    const index = indexesInMemory(
      {
        en: [
          page('/en/a', 'Reading the logs', 'Count daily active users.'),
          page('/en/b', 'DAU', 'What it counts.'),
          ...glossaryEntries(terms, 'en', '/en/glossary'),
        ],
      },
      { language: 'en' },
    )
    const { resolution } = searchInMemory(index, 'dau')
    if (resolution.status !== 'ready') throw new Error('unreachable')
    expect(paths(resolution.shown)).toEqual(['en:/en/b#', 'en:/en/glossary#dau'])
  })
})
