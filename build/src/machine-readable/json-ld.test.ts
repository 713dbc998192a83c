import { describe, expect, it } from 'vitest'
import { fixtureArticle } from './fixture-article'
import { guideJsonLd, jsonLdElement } from './json-ld'
import { localeResources } from './test-resources'

describe('guideJsonLd', () => {
  const [article, breadcrumbs] = guideJsonLd({
    route: { path: '/marketing/research/seo', section: 'marketing' },
    language: 'en',
    url: 'https://example.com/en/marketing/research/seo',
    urlOf: (path) => `https://example.com/en${path === '/' ? '' : path}`,
    siteUrl: 'https://example.com',
    imageUrl: 'https://example.com/social-cards/en/marketing/research/seo.png',
    article: fixtureArticle,
    resources: localeResources('en'),
  }) as [Record<string, unknown>, { itemListElement: { position: number; name: string; item: string }[] }]

  it('describes the guide as an Article dated by its change log, by and from the site', () => {
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Pricing research',
      inLanguage: 'en',
      datePublished: '2026-03-02',
      dateModified: '2026-11-20',
      author: { '@type': 'Organization', name: 'Super Individual' },
      publisher: { '@type': 'Organization', name: 'Super Individual', url: 'https://example.com/en' },
    })
  })

  it('lists the breadcrumb trail the page shows', () => {
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/en' },
      { '@type': 'ListItem', position: 2, name: 'Marketing', item: 'https://example.com/en/marketing' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'SEO at Home and Abroad',
        item: 'https://example.com/en/marketing/research/seo',
      },
    ])
  })

  it('escapes "<" so no text can close the script element', () => {
    const element = jsonLdElement([{ headline: '</script><script>alert(1)</script>' }])
    expect(element.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(element.replace(/^<script type="application\/ld\+json">|<\/script>$/g, ''))).toEqual([
      { headline: '</script><script>alert(1)</script>' },
    ])
  })
})
