import { describe, expect, it } from 'vitest'
import { introOf, pageDocument } from './page-document'

describe('introOf', () => {
  it('takes the first paragraph after the h1, not the eyebrow label above it, as plain text', () => {
    const html =
      '<header><p>Menu</p></header><main><p>Market expansion</p><h1>Grow</h1><p>Launching is <a href="/x">only</a> the start &amp; more.</p><p>Next</p></main>'
    expect(introOf(html)).toBe('Launching is only the start & more.')
  })

  it('cuts a long intro at a sentence end, else at a word end with an ellipsis', () => {
    const sentence = 'One short sentence here that runs on. '
    expect(introOf(`<main><h1>T</h1><p>${sentence.repeat(6)}</p></main>`, 100)).toBe(
      sentence.repeat(2).trim(),
    )
    const words = 'word '.repeat(40)
    expect(introOf(`<main><h1>T</h1><p>${words}</p></main>`, 100)).toMatch(/^(word ){19}word…$/)
  })
})

describe('pageDocument', () => {
  const template =
    '<html lang="zh"><head><meta name="description" content="site" /><title>site</title>' +
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" href="/assets/index.css">' +
    '</head><body><div id="root"></div>\n    <script type="application/json" id="shell-translations">{"zh":{},"en":{}}</script></body></html>'
  const html = pageDocument(template, {
    language: 'en',
    title: 'SEO | Super Individual',
    description: 'Rank "well" & often',
    canonical: 'https://example.com/en/seo',
    alternates: [{ hreflang: 'zh', href: 'https://example.com/seo' }],
    ogLocale: 'en_US',
    siteName: 'Super Individual',
    appHtml: '<main><h1>SEO</h1></main>',
    dataElement: '<script type="application/json" id="page-translations">{}</script>',
  })

  it("puts the page's own translations where the shell's were", () => {
    expect(html).toContain(
      '<main><h1>SEO</h1></main></div>\n    <script type="application/json" id="page-translations">{}</script></body>',
    )
    expect(html).not.toContain('shell-translations')
  })

  it('writes the language, title, escaped description, canonical and alternates into the head', () => {
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>SEO | Super Individual</title>')
    expect(html).toContain('<meta name="description" content="Rank &quot;well&quot; &amp; often" />')
    expect(html).toContain('<link rel="canonical" href="https://example.com/en/seo" />')
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="https://example.com/seo" />')
    expect(html).toContain('<div id="root"><main><h1>SEO</h1></main></div>')
  })

  it('fetches the code at low priority, so it does not delay the first paint of a readable page', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">')
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">')
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">')
  })

  it('names the social card as og:image with its size and alt text, and asks for the large Twitter card', () => {
    const withCard = pageDocument(template, {
      language: 'en',
      title: 'SEO',
      description: 'd',
      canonical: 'https://example.com/en/seo',
      alternates: [],
      ogLocale: 'en_US',
      siteName: 'S',
      appHtml: '<main></main>',
      dataElement: '<script type="application/json" id="page-translations">{}</script>',
      image: {
        url: 'https://example.com/social-cards/en/seo.png',
        alt: 'S share card: "SEO"',
        width: 1200,
        height: 630,
      },
      headElements: ['<script type="application/ld+json">[]</script>'],
    })
    expect(withCard).toContain(
      '<meta property="og:image" content="https://example.com/social-cards/en/seo.png" />',
    )
    expect(withCard).toContain('<meta property="og:image:alt" content="S share card: &quot;SEO&quot;" />')
    expect(withCard).toContain('<meta property="og:image:width" content="1200" />')
    expect(withCard).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(withCard).toMatch(/<script type="application\/ld\+json">\[\]<\/script>\s*<\/head>/)
    expect(html).toContain('<meta name="twitter:card" content="summary" />')
  })
})
