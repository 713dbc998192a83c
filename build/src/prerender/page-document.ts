/** What goes into one prerendered page's HTML around the rendered app. */
export interface PageDocument {
  language: string
  title: string
  description: string
  /** The page's own URL, then every language's version of it (x-default is the Chinese one). */
  canonical: string
  alternates: { hreflang: string; href: string }[]
  /** Open Graph locale, e.g. zh_CN. */
  ogLocale: string
  siteName: string
  appHtml: string
  /** The inlined translations element. */
  dataElement: string
  /** The page's social card (build/src/social-cards): an absolute URL and its alt text. */
  image?: { url: string; alt: string; width: number; height: number }
  /** Structured data elements for the head (JSON-LD on guides). */
  headElements?: string[]
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Replaces one marker of the built index.html, failing the build if the template lost it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html))
    throw new Error(`The built index.html has no ${pattern.source}: prerendering needs it`)
  return html.replace(pattern, () => replacement)
}

function headTags(page: PageDocument): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`
  return [
    `<link rel="canonical" href="${escapeHtml(page.canonical)}" />`,
    ...page.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:locale', page.ogLocale),
    ...(page.image
      ? [
          meta('property', 'og:image', page.image.url),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(page.image.width)),
          meta('property', 'og:image:height', String(page.image.height)),
          meta('property', 'og:image:alt', page.image.alt),
        ]
      : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.image
      ? [meta('name', 'twitter:image', page.image.url), meta('name', 'twitter:image:alt', page.image.alt)]
      : []),
    ...(page.headElements ?? []),
  ].join('\n    ')
}

/** The built index.html turned into one page: language, head, rendered markup and its translations. */
export function pageDocument(template: string, page: PageDocument): string {
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${page.language}">`)
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  )
  html = replaceOnce(html, /<\/head>/, `  ${headTags(page)}\n  </head>`)
  // The page is readable before any script runs, so its code must not compete with the HTML and
  // CSS for a slow connection: fetched at low priority, it hydrates a moment later instead.
  html = replaceOnce(html, /<script type="module" /, '<script type="module" fetchpriority="low" ')
  html = html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
  // The shell's `common` in every language gives way to the translations this page was rendered with.
  return replaceOnce(
    html,
    /<div id="root"><\/div>\s*<script type="application\/json" id="shell-translations">[^<]*<\/script>/,
    `<div id="root">${page.appHtml}</div>\n    ${page.dataElement}`,
  )
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * The page's own intro for its meta description: the first paragraph after the h1 of its main region, cut at a
 * sentence or word end near 160 characters (what search results show).
 */
export function introOf(appHtml: string, limit = 160): string {
  // The intro is the first paragraph after the page's h1: a paragraph above it is an eyebrow label.
  const main = appHtml.slice(Math.max(0, appHtml.indexOf('<main')))
  const afterHeading = main.slice(Math.max(0, main.indexOf('</h1>')))
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/.exec(afterHeading)?.[1] ?? ''
  return descriptionOf(
    paragraph
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]),
    limit,
  )
}

/** A text as a meta description: one line, cut at a sentence or word end near `limit` characters. */
export function descriptionOf(value: string, limit = 160): string {
  const text = value.replace(/\s+/g, ' ').trim()
  if (text.length <= limit) return text
  const cut = text.slice(0, limit)
  const sentenceEnd = Math.max(...['。', '！', '？', '. ', '! ', '? '].map((mark) => cut.lastIndexOf(mark)))
  if (sentenceEnd > limit / 2) return cut.slice(0, sentenceEnd + 1).trim()
  const wordEnd = cut.lastIndexOf(' ')
  return `${(wordEnd > limit / 2 ? cut.slice(0, wordEnd) : cut).trim()}…`
}
