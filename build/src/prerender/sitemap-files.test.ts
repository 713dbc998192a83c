import { describe, expect, it } from 'vitest'
import type { SiteMap } from './site-files'
import { sitemapFiles } from './sitemap-files'

const site: SiteMap = {
  siteUrl: 'https://example.org',
  languages: ['zh', 'en'],
  defaultLanguage: 'zh',
  routes: ['/', '/a', '/b', '/hidden'].map((path) => ({
    path,
    prerender: true,
    indexable: path !== '/hidden',
  })),
  redirects: [],
  inLanguage: (path, language) => (language === 'zh' ? path : path === '/' ? '/en' : `/en${path}`),
}
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('sitemapFiles', () => {
  it('writes one sitemap.xml while the pages fit the limit', () => {
    const files = sitemapFiles(site, 6)
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml'])
    expect(locations(files[0].xml)).toHaveLength(6)
    expect(files[0].xml).toContain('<urlset')
  })

  it('past the limit, makes sitemap.xml an index of parts that each hold at most the limit and together every page once', () => {
    const files = sitemapFiles(site, 4)
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    expect(files[0].xml).toContain('<sitemapindex')
    expect(locations(files[0].xml)).toEqual([
      'https://example.org/sitemap-1.xml',
      'https://example.org/sitemap-2.xml',
    ])
    const parts = files.slice(1).map((file) => locations(file.xml))
    expect(parts.map((part) => part.length)).toEqual([4, 2])
    expect(parts.flat().sort()).toEqual(
      ['/', '/a', '/b', '/en', '/en/a', '/en/b'].map((path) => `https://example.org${path}`).sort(),
    )
  })
})
