import { describe, expect, it } from 'vitest'
import { indexInMemory, searchInMemory } from './in-memory-index'
import type { IndexedPage } from './index-format'
import { foldWithOffsets } from './normalize'
import { snippet } from './snippet'

const page = (path: string, title: string, parts: IndexedPage['parts']): IndexedPage => ({
  path,
  title,
  section: '/marketing',
  parts,
})

const index = indexInMemory([
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
])

/** The hits with their pages, through the manifest, shards and page files the build writes. */
function searchPages(query: string, pages = index) {
  const { resolution } = searchInMemory(pages, query)
  if (resolution.status !== 'ready') throw new Error('unreachable: searchInMemory resolves every piece')
  return resolution.shown
}

const paths = (query: string) => searchPages(query).map(({ page }) => page.path)

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
    const f = searchPages('localiz').find(({ page }) => page.path === '/f')
    expect(f?.hit.score).toBeGreaterThan(0)
  })

  it('leads to the section whose heading matched', () => {
    const [{ page: b }] = searchPages('获客')
    expect(b.part.anchor).toBe('section-1')
    const [d] = searchPages('选品')
    expect(d.hit.partIndex).toBe(1)
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
    const [{ hit }] = searchPages('小程序', indexInMemory([page('/x', 't', [{ text: long }])]))
    const segments = snippet(long, foldWithOffsets(long), hit.terms)
    expect(segments[0]).toEqual({ text: '…', hit: false })
    expect(segments.at(-1)).toEqual({ text: '…', hit: false })
    expect(segments.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual([
      '小程序',
      '小程序',
    ])
    expect(segments.map((segment) => segment.text).join('').length).toBeLessThan(150)
  })

  it('highlights the original text, in its original case and width', () => {
    const text = 'Use ＳＥＯ and ﬁne Localization'
    const [{ hit }] = searchPages('seo localization', indexInMemory([page('/x', 't', [{ text }])], 'en'))
    const hits = snippet(text, foldWithOffsets(text), hit.terms).filter((segment) => segment.hit)
    expect(hits.map((segment) => segment.text)).toEqual(['ＳＥＯ', 'Localization'])
  })
})
