import { describe, expect, it } from 'vitest'
import type { IndexedPage } from './index-format'
import { prepareIndex } from './prepared-index'
import { searchPages } from './rank'
import { snippet } from './snippet'

const page = (path: string, title: string, parts: IndexedPage['parts']): IndexedPage => ({
  path,
  title,
  section: '/marketing',
  parts,
})

const pages = prepareIndex({
  language: 'zh',
  pages: [
    page('/a', '短视频', [{ text: '小程序 小程序 小程序 小程序 小程序' }]),
    page('/b', '国内开源', [
      { text: '介绍' },
      { heading: '小程序怎样获客', anchor: 'section-1', text: '一段话' },
    ]),
    page('/c', '小程序', [{ text: '入门' }]),
    page('/d', '跨境电商', [
      { text: '开源项目和小程序' },
      { heading: '选品', anchor: 'section-1', text: '跨境电商的小程序选品' },
    ]),
    page('/e', 'Localization', [{ text: 'Localize your app before you launch it.' }]),
    page('/f', 'Launch', [{ text: 'Localization and localized pricing; localize early.' }]),
  ],
})

const paths = (query: string) => searchPages(pages, query).map((hit) => hit.entry.page.path)

describe('searchPages', () => {
  it('ranks a title match above a heading match above matches in the text', () => {
    expect(paths('小程序')).toEqual(['/c', '/b', '/a', '/d'])
  })

  it('ANDs space-separated terms and ranks pages with more of them in higher fields first', () => {
    expect(paths('小程序 开源项目')).toEqual(['/d'])
    expect(paths('跨境电商 小程序')).toEqual(['/d'])
    expect(paths('小程序 不存在的词')).toEqual([])
  })

  it('ranks more occurrences higher when the fields tie', () => {
    expect(paths('localiz')).toEqual(['/e', '/f'])
    expect(paths('launch')).toEqual(['/f', '/e'])
    const f = searchPages(pages, 'localiz').find((hit) => hit.entry.page.path === '/f')
    expect(f?.score).toBeGreaterThan(0)
  })

  it('leads to the section whose heading matched', () => {
    const [hit] = searchPages(pages, '获客')
    expect(hit.entry.page.parts[hit.partIndex].anchor).toBe('section-1')
    const [d] = searchPages(pages, '选品')
    expect(d.partIndex).toBe(1)
  })

  it('finds nothing, without throwing, for empty, punctuation-only, markup and very long queries', () => {
    expect(paths('')).toEqual([])
    expect(paths('   ...  ')).toEqual([])
    expect(paths('<script>alert(1)</script>')).toEqual([])
    expect(paths('小'.repeat(500))).toEqual([])
  })
})

describe('snippet', () => {
  it('cuts around the first match, highlights every match and marks the cuts', () => {
    const long = `${'前言。'.repeat(30)}这里讲小程序的获客，小程序的留存。${'后记。'.repeat(60)}`
    const [entry] = prepareIndex({ language: 'zh', pages: [page('/x', 't', [{ text: long }])] })
    const [hit] = searchPages([entry], '小程序')
    const segments = snippet(long, entry.parts[0].text, hit.terms)
    expect(segments[0]).toEqual({ text: '…', hit: false })
    expect(segments.at(-1)).toEqual({ text: '…', hit: false })
    expect(segments.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual([
      '小程序',
      '小程序',
    ])
    expect(segments.map((segment) => segment.text).join('').length).toBeLessThan(150)
  })

  it('highlights the original text, in its original case and width', () => {
    const [entry] = prepareIndex({
      language: 'en',
      pages: [page('/x', 't', [{ text: 'Use ＳＥＯ and ﬁne Localization' }])],
    })
    const [hit] = searchPages([entry], 'seo localization')
    const hits = snippet(entry.page.parts[0].text, entry.parts[0].text, hit.terms).filter(
      (segment) => segment.hit,
    )
    expect(hits.map((segment) => segment.text)).toEqual(['ＳＥＯ', 'Localization'])
  })
})
