import { describe, expect, it } from 'vitest'
import { indexInMemory, searchInMemory } from './in-memory-index'
import { searchIndexUrls, type IndexedPage } from './index-format'

// Eight pages mentioning the query once, each on its own; the last path is one the route table lost.
const paths = ['/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/gone']
const pages = paths.map((path): IndexedPage => ({
  path,
  title: `页面 ${path}`,
  section: null,
  parts: [{ text: '这里讲小程序，也讲 Vercel 部署' }, { heading: '公众号', text: '关注' }],
}))
const other: IndexedPage = { path: '/other', title: 'Docker', section: null, parts: [{ text: '容器与镜像' }] }
const index = indexInMemory([...pages, other])
const urls = searchIndexUrls('zh', 'test')
const shows = (hit: { path: string }) => hit.path !== '/gone'

describe('resolveSearch', () => {
  it('fetches the manifest (and for Chinese the traditional characters), the shards of the terms only, then the text of the results shown only', () => {
    const { resolution, asked } = searchInMemory(index, '小程序', { limit: 3, shows })
    expect(resolution.status === 'ready' && resolution.shown.map(({ page }) => page.path)).toEqual([
      '/p1',
      '/p2',
      '/p3',
    ])
    // The count covers every page found that can be shown.
    expect(resolution.status === 'ready' && resolution.count).toBe(7)
    expect(asked).toEqual([
      urls.traditional,
      urls.manifest,
      urls.shard('小'),
      urls.shard('程'),
      urls.shard('序'),
      urls.page(0, 0),
      urls.page(1, 0),
      urls.page(2, 0),
    ])
    expect(index.files.size).toBeGreaterThan(asked.length + 10)
  })

  it('looks for a word in the shard of its first two letters, and for one letter in every shard it starts', () => {
    expect(searchInMemory(index, 'vercel', { limit: 0 }).asked).toEqual([urls.manifest, urls.shard('ve')])
    const { resolution, asked } = searchInMemory(index, 'd', { limit: 0 })
    expect(asked).toEqual([urls.manifest, urls.shard('do')])
    expect(resolution.status === 'ready' && resolution.count).toBe(1)
  })

  it('fetches no shard for a term the manifest has no shard for, and finds nothing', () => {
    const { resolution, asked } = searchInMemory(index, '小程序 qzxv')
    expect(asked).toEqual([urls.traditional, urls.manifest])
    expect(resolution).toEqual({ status: 'ready', count: 0, shown: [], missing: [] })
  })

  it('leads to the part whose heading matched', () => {
    const { resolution } = searchInMemory(index, '公众号', { limit: 1 })
    expect(resolution.status === 'ready' && resolution.shown[0].hit.partIndex).toBe(1)
  })
})
