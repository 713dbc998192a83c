import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { IndexedPage } from '../../../src/search/index-format'
import { shardIndex } from '../../../src/search/index-shards'
import { pinyinReadings } from './pinyin-readings'
import { openPostingsCache } from './postings-cache'

const pages: IndexedPage[] = [
  {
    path: '/wechat',
    title: '微信公众号运营',
    section: '/marketing',
    parts: [{ text: '先定位' }, { heading: '菜单设置', anchor: 'section-1', text: '自定义菜单，菜单' }],
  },
  {
    path: '/vercel',
    title: 'Vercel 部署',
    section: '/products-tech',
    parts: [{ text: '把站点部署到 Vercel，constructor 也行' }],
  },
]
const folder = mkdtempSync(join(tmpdir(), 'postings-cache-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const serialized = (index: ReturnType<typeof shardIndex>) =>
  JSON.stringify([index.manifest, [...index.shards]])
const keptFiles = () =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))

describe('openPostingsCache', () => {
  it('gives the index the postings it would work out, and the next build finds them without working them out', () => {
    const first = openPostingsCache(folder, pinyinReadings)
    expect(serialized(shardIndex(pages, pinyinReadings, (page) => first.postingsOf(page)))).toBe(
      serialized(shardIndex(pages, pinyinReadings)),
    )
    expect(first.computed).toBe(2)

    const second = openPostingsCache(folder, pinyinReadings)
    expect(serialized(shardIndex(pages, pinyinReadings, (page) => second.postingsOf(page)))).toBe(
      serialized(shardIndex(pages, pinyinReadings)),
    )
    expect(second.computed).toBe(0)
  })

  it('works out again a page whose text changed, and only that page, then forgets the old text', () => {
    const edited = [pages[0], { ...pages[1], parts: [{ text: '把站点部署到 Netlify' }] }]
    const cache = openPostingsCache(folder, pinyinReadings)
    expect(serialized(shardIndex(edited, pinyinReadings, (page) => cache.postingsOf(page)))).toBe(
      serialized(shardIndex(edited, pinyinReadings)),
    )
    expect(cache.computed).toBe(1)
    expect(keptFiles()).toHaveLength(3)
    cache.prune()
    expect(keptFiles()).toHaveLength(2)
  })
})
