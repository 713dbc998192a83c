// The guide's sitemap.xml, read with Python's own XML parser: it is a sitemaps.org urlset, every
// <url> names its language versions with the same hreflang set as the guide's <head> snippets, and
// every <loc> is one of those versions, so the sitemap and the pages never disagree.
// Checked, not run: no search engine here reads it.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'

const parse = `
import json, sys
import xml.etree.ElementTree as ET

ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
root = ET.parse(sys.argv[1]).getroot()
urls = []
for url in root.findall("s:url", ns):
    urls.append({
        "loc": url.findtext("s:loc", namespaces=ns),
        "lastmod": url.findtext("s:lastmod", namespaces=ns),
        "alternates": {l.get("hreflang"): l.get("href") for l in url.findall("x:link", ns) if l.get("rel") == "alternate"},
    })
print(json.dumps({"root": root.tag, "urls": urls}))
`

interface Sitemap {
  root: string
  urls: { loc: string; lastmod: string; alternates: Record<string, string> }[]
}

describe('sitemap.xml', () => {
  it('is a urlset whose every page lists the same language versions and is one of them', async () => {
    const ran = await run(debianPython, ['-c', parse, join(import.meta.dirname, 'sitemap.xml')])
    expect(ran.stderr).toBe('')
    const sitemap = JSON.parse(ran.stdout) as Sitemap
    expect(sitemap.root).toBe('{http://www.sitemaps.org/schemas/sitemap/0.9}urlset')
    expect(sitemap.urls).toHaveLength(2)
    const versions = {
      'zh-CN': 'https://www.example.com/guides/invoice',
      en: 'https://www.example.com/en/guides/invoice',
      'x-default': 'https://www.example.com/guides/invoice',
    }
    for (const url of sitemap.urls) {
      expect(url.alternates).toEqual(versions)
      expect(Object.values(versions)).toContain(url.loc)
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})
