import { escapeHtml } from './page-document'
import { sitemapEntries, urlset, type SiteMap } from './site-files'

/** The sitemap protocol's limit of URLs per file (sitemaps.org/protocol.html). */
export const SITEMAP_URL_LIMIT = 50_000

/**
 * The sitemap files to write: `sitemap.xml` alone while the site fits in one file; past the limit,
 * `sitemap.xml` becomes an index of `sitemap-1.xml`, `sitemap-2.xml`…, so robots.txt and the
 * search consoles keep pointing at the same address.
 */
export function sitemapFiles(site: SiteMap, limit = SITEMAP_URL_LIMIT): { name: string; xml: string }[] {
  const entries = sitemapEntries(site)
  if (entries.length <= limit) return [{ name: 'sitemap.xml', xml: urlset(entries) }]
  const parts = Array.from({ length: Math.ceil(entries.length / limit) }, (_, index) => ({
    name: `sitemap-${index + 1}.xml`,
    xml: urlset(entries.slice(index * limit, (index + 1) * limit)),
  }))
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (part) => `  <sitemap>\n    <loc>${escapeHtml(`${site.siteUrl}/${part.name}`)}</loc>\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')
  return [{ name: 'sitemap.xml', xml: index }, ...parts]
}
