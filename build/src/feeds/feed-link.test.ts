// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { withFeedLink } from './feed-link'

describe('the feed link', () => {
  it('goes into the head, escaped', () => {
    const html = withFeedLink('<html><head><title>x</title></head><body></body></html>', {
      href: 'https://example.com/en/feed.xml',
      title: 'Updates & "news"',
    })
    const document = new DOMParser().parseFromString(html, 'text/html')
    const link = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]')
    expect(link?.getAttribute('href')).toBe('https://example.com/en/feed.xml')
    expect(link?.getAttribute('title')).toBe('Updates & "news"')
  })
})
