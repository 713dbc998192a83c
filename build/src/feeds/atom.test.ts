// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { guideFeed, readerFeed, FEED_ENTRIES } from './site-feeds'
import { stableUrn } from './atom'
import { entry, guide } from './test-guides'

const words = {
  title: 'Super Individual: what changed',
  subtitle: 'Reader changes',
  author: 'Super Individual editors',
  guideTitle: 'Changes to “{{title}}”',
  guideSubtitle: 'What changed in this guide',
}
const atom = 'http://www.w3.org/2005/Atom'

/** Parses with jsdom's XML parser (saxes): a document that is not well-formed comes back as a parsererror. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.localName === name && child.namespaceURI === atom)
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

const many = Array.from({ length: 60 }, (_, index) =>
  entry(
    `2026-${String(1 + Math.floor(index / 28)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    'reader',
    `Fee <${index}> & "rules"`,
  ),
)
const guides = [
  guide('marketing/research-seo', '/marketing/research/seo', { zh: many, en: many }),
  guide('products-tech/web3', '/products-tech/web3', {
    zh: [entry('2026-11-22', 'editorial')],
    en: [entry('2026-11-22', 'editorial')],
  }),
]

describe('the Atom feed', () => {
  it('parses as XML and has every element Atom 1.0 requires of a feed and of its entries', () => {
    const document = parse(readerFeed(guides, 'en', 'https://example.com/', words))
    const feed = document.documentElement
    expect(feed.localName).toBe('feed')
    expect(feed.namespaceURI).toBe(atom)
    for (const name of ['id', 'title', 'updated']) expect(children(feed, name)).toHaveLength(1)
    expect(children(feed, 'author')).toHaveLength(1)
    expect(
      children(feed, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')]),
    ).toEqual([
      ['self', 'https://example.com/en/feed.xml'],
      ['alternate', 'https://example.com/en/changes'],
    ])
    expect(children(feed, 'updated')[0].textContent).toBe('2026-03-04T00:00:00Z')
    const entries = children(feed, 'entry')
    expect(entries).toHaveLength(FEED_ENTRIES)
    for (const item of entries) {
      for (const name of ['id', 'title', 'updated', 'summary']) expect(children(item, name)).toHaveLength(1)
      expect(children(item, 'updated')[0].textContent).toMatch(rfc3339)
      expect(children(children(item, 'author')[0], 'name')[0].textContent).toBe(words.author)
      expect(children(item, 'link')[0].getAttribute('href')).toBe(
        'https://example.com/en/marketing/research/seo',
      )
      expect(children(item, 'id')[0].textContent).toMatch(
        /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
    }
    expect(children(entries[0], 'summary')[0].textContent).toBe('Fee <59> & "rules"')
  })

  it('holds the newest entries first, with ids that stay the same across builds and hosts and differ between entries', () => {
    const first = parse(readerFeed(guides, 'zh', 'https://example.com', words))
    const again = parse(readerFeed(guides, 'zh', 'http://localhost:4173', words))
    const ids = (document: Document) =>
      [...document.getElementsByTagNameNS(atom, 'entry')].map((item) => children(item, 'id')[0].textContent)
    expect(ids(again)).toEqual(ids(first))
    expect(new Set(ids(first)).size).toBe(FEED_ENTRIES)
    const days = [...first.getElementsByTagNameNS(atom, 'entry')].map(
      (item) => children(item, 'updated')[0].textContent ?? '',
    )
    expect(days).toEqual([...days].sort().reverse())
    expect(children(first.documentElement, 'link')[0].getAttribute('href')).toBe(
      'https://example.com/feed.xml',
    )
  })

  it('makes version-5 style URNs from names', () => {
    expect(stableUrn('a')).toBe(stableUrn('a'))
    expect(stableUrn('a')).not.toBe(stableUrn('b'))
  })

  it('gives each guide its own feed: every reader change of that guide, none of another or editorial', () => {
    const mixed = guide('products-tech/web3', '/products-tech/web3', {
      zh: [entry('2026-11-20', 'reader'), entry('2026-11-22', 'editorial'), entry('2026-11-24', 'reader')],
      en: [entry('2026-11-20', 'reader'), entry('2026-11-22', 'editorial'), entry('2026-11-24', 'reader')],
    })
    const document = parse(guideFeed(mixed, 'en', 'https://example.com/', words))
    const feed = document.documentElement
    expect(children(feed, 'title')[0].textContent).toBe('Changes to “products-tech/web3 English”')
    expect(
      children(feed, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')]),
    ).toEqual([
      ['self', 'https://example.com/en/feeds/products-tech/web3.xml'],
      ['alternate', 'https://example.com/en/products-tech/web3'],
    ])
    const entries = children(feed, 'entry')
    expect(entries.map((item) => children(item, 'updated')[0].textContent)).toEqual([
      '2026-11-24T00:00:00Z',
      '2026-11-20T00:00:00Z',
    ])
    // The same change has the same id in the guide's feed as in the site's.
    const siteIds = [
      ...parse(readerFeed([mixed], 'en', 'https://example.com', words)).getElementsByTagNameNS(atom, 'id'),
    ]
    expect(siteIds.map((id) => id.textContent)).toEqual(
      expect.arrayContaining(entries.map((item) => children(item, 'id')[0].textContent)),
    )
    const zh = parse(guideFeed(mixed, 'zh', 'https://example.com', words)).documentElement
    expect(children(zh, 'link')[0].getAttribute('href')).toBe(
      'https://example.com/feeds/products-tech/web3.xml',
    )
  })
})
