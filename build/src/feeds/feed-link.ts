import { escapeHtml } from '../prerender/page-document'

/** The head tag by which browsers and feed readers find a language's Atom feed from any page. */
export function feedLinkTag({ href, title }: { href: string; title: string }): string {
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`
}

/** A built HTML document announcing a feed in its head. */
export function withFeedLink(html: string, feed: { href: string; title: string }): string {
  if (!html.includes('</head>')) throw new Error('The page has no </head> to announce its feed in')
  return html.replace('</head>', () => `  ${feedLinkTag(feed)}\n  </head>`)
}
