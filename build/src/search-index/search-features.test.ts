import { describe, expect, it } from 'vitest'
import { indexesInMemory, searchInMemory } from '../../../src/search/in-memory-index'
import { searchIndexUrls, type IndexedPage } from '../../../src/search/index-format'
import type { SynonymPair } from '../../../src/search/query-terms'
import { pinyinReadings } from './pinyin-readings'
import { traditionalMap } from './traditional-map'

const page = (path: string, title: string, parts: IndexedPage['parts']): IndexedPage => ({
  path,
  title,
  section: null,
  parts,
})

const zh = [
  page('/mini-programs', '小程序', [{ text: '微信小程序怎样获客' }]),
  page('/wechat', '微信公众号运营', [
    { text: '先定位' },
    { heading: '菜单设置', anchor: 'section-1', text: '自定义菜单' },
  ]),
  page('/moments', '朋友圈', [{ text: '朋友圈和公众号一起用' }]),
  page('/vercel', 'Vercel 部署', [{ text: '把站点部署到 Vercel' }]),
  page('/banks', '收款', [{ text: '银行很重要' }]),
]
const en = [
  page('/en/mini-programs', 'Mini Programs', [{ text: 'A mini program runs inside WeChat.' }]),
  page('/en/vercel', 'Deploying on Vercel', [{ text: 'Vercel builds every branch.' }]),
  page('/en/reddit', 'Reddit Marketing', [{ text: 'Find your subreddit and read its rules.' }]),
  page('/en/strip', 'Strip down the stack', [{ text: 'Fewer tools.' }]),
  page('/en/stripe', 'Getting paid', [{ text: 'Stripe pays out weekly.' }]),
  page('/en/localization', 'Localization', [{ text: 'Localization of the app.' }]),
]
const held = new Set(
  [...zh, ...en].flatMap((p) => [...JSON.stringify(p)]).filter((char) => /\p{Script=Han}/u.test(char)),
)
const traditional = traditionalMap(held)
const indexes = (language: 'zh' | 'en') =>
  indexesInMemory({ zh, en }, { language, readings: pinyinReadings, traditional })

function found(language: 'zh' | 'en', query: string, synonyms?: SynonymPair[]) {
  const { resolution, asked } = searchInMemory(indexes(language), query, { synonyms })
  if (resolution.status !== 'ready') throw new Error('unreachable: searchInMemory resolves every piece')
  return {
    results: resolution.shown.map(({ page: shown, language: of }) => `${of}:${shown.path}`),
    asked,
    resolution,
  }
}

describe('across languages', () => {
  it('finds Chinese pages for 小程序 on the English site, after the English ones', () => {
    expect(found('en', '小程序').results).toEqual(['zh:/mini-programs'])
    expect(found('en', 'vercel').results).toEqual(['en:/en/vercel', 'zh:/vercel'])
  })

  it('finds English pages for "mini program" on the Chinese site', () => {
    expect(found('zh', 'mini program').results).toEqual(['en:/en/mini-programs'])
  })

  it('fetches from the other language only its manifest and the shards the terms need', () => {
    const enUrls = searchIndexUrls('en', 'test')
    const asked = found('zh', 'vercel').asked.filter((url) => url.startsWith('/search-index/en/'))
    expect(asked).toEqual([enUrls.manifest, enUrls.shard('ve'), enUrls.page(1, 0)])
  })

  it('searches a glossary pair across both languages when one is given', () => {
    const pairs: SynonymPair[] = [[['小程序'], ['mini program']]]
    expect(found('zh', 'mini', pairs).results).toEqual(['en:/en/mini-programs'])
    // The page holding 小程序 as typed first, then the one holding its other name.
    expect(found('en', '小程序', pairs).results).toEqual(['zh:/mini-programs', 'en:/en/mini-programs'])
  })
})

describe('pinyin', () => {
  it('reads each character in its word: 重 in 重要 is zhong, 行 in 银行 hang', () => {
    expect(pinyinReadings('银行很重要', false).map((token) => token.text)).toEqual([
      '^yin',
      '^hang',
      '^hen',
      '^zhong',
      '^yao',
    ])
    expect(
      pinyinReadings('公众号', true)
        .filter((token) => token.text.startsWith('!'))
        .map((token) => token.at),
    ).toEqual([0, 1, 2])
  })

  it('matches full pinyin in titles and in body text', () => {
    expect(found('zh', 'gongzhonghao').results).toEqual(['zh:/wechat', 'zh:/moments'])
    expect(found('zh', 'yinhang').results).toEqual(['zh:/banks'])
  })

  it('matches a syllable still being typed', () => {
    expect(found('zh', 'gongzhongh').results).toEqual(['zh:/wechat', 'zh:/moments'])
  })

  it('matches initials in titles and headings only', () => {
    expect(found('zh', 'gzh').results).toEqual(['zh:/wechat'])
    expect(found('zh', 'cdsz').results).toEqual(['zh:/wechat'])
    // 朋友圈和公众号 in the text of /moments: initials there would match random text.
    expect(found('zh', 'hgzh').results).toEqual([])
  })

  it('mixes initials and Chinese in one query', () => {
    expect(found('zh', 'gzh 菜单').results).toEqual(['zh:/wechat'])
    expect(found('zh', 'gzh 朋友圈').results).toEqual([])
  })

  it('highlights the characters the pinyin matched', () => {
    const [shown] = found('zh', 'gongzhonghao').resolution.shown
    expect(shown.hit.spans.get(0)).toEqual([[2, 3]])
  })
})

describe('traditional characters', () => {
  it('folds the query to simplified with a map of only the characters the index holds', () => {
    expect(found('zh', '公眾號').results).toEqual(['zh:/wechat', 'zh:/moments'])
    expect(found('en', '小程序 微信').results).toEqual(['zh:/mini-programs'])
    expect(traditional).toContain('眾众')
    expect(traditional).toContain('號号')
    // 語 folds to 语, which no page holds.
    expect(traditional).not.toContain('語')
    expect(new TextEncoder().encode(traditional).length).toBeLessThan(2_000)
  })
})

describe('typos, Latin only', () => {
  it('allows one edit from five letters, a transposition counting as one', () => {
    expect(found('en', 'vercell').results).toEqual(['en:/en/vercel', 'zh:/vercel'])
    expect(found('en', 'vercle').results).toEqual(['en:/en/vercel', 'zh:/vercel'])
    expect(found('en', 'subredit').results).toEqual(['en:/en/reddit'])
    expect(found('en', 'redit').results).toEqual(['en:/en/reddit'])
    expect(found('en', 'rdit').results).toEqual([])
  })

  it('allows two edits from nine letters', () => {
    expect(found('en', 'localisaton').results).toEqual(['en:/en/localization'])
    expect(found('en', 'lokalisaton').results).toEqual([])
  })

  it('never for Chinese', () => {
    expect(found('zh', '公重号').results).toEqual([])
    expect(found('zh', '小成序').results).toEqual([])
  })
})

describe('ranking', () => {
  it('puts exact and prefix matches before fuzzy ones, even in a higher field', () => {
    // "strip" in /en/strip's title is one edit from "stripe", which /en/stripe has in its text only.
    expect(found('en', 'stripe').results).toEqual(['en:/en/stripe', 'en:/en/strip'])
    const [exact, fuzzy] = found('en', 'stripe').resolution.shown
    expect([exact.hit.fuzzy, fuzzy.hit.fuzzy]).toEqual([false, true])
  })

  it('puts the page language before the other', () => {
    expect(found('zh', 'vercel').results).toEqual(['zh:/vercel', 'en:/en/vercel'])
    expect(found('en', 'vercel').results).toEqual(['en:/en/vercel', 'zh:/vercel'])
  })
})
