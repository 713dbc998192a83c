import { textAt, type LanguageResources } from './locale-text'

interface ChangeLogged {
  title: string
  intro: string
  changeLog: readonly { date: string }[]
}

export interface GuideJsonLdInput {
  route: { path: string; section?: string }
  language: string
  /** The page's own URL, and a language-neutral path's URL in this language. */
  url: string
  urlOf: (path: string) => string
  siteUrl: string
  imageUrl: string
  article: ChangeLogged
  resources: LanguageResources
}

/** The first and the newest date of a change log: when the guide appeared and when it last changed. */
export function changeLogDates(changeLog: readonly { date: string }[]): {
  published: string
  modified: string
} {
  const dates = changeLog.map((entry) => entry.date).sort()
  return { published: dates[0], modified: dates[dates.length - 1] }
}

/**
 * Schema.org data Google reads on a guide: the Article (headline, language, dates from the change
 * log, the site as author and publisher) and the breadcrumb trail the page shows (home, section, guide).
 */
export function guideJsonLd(input: GuideJsonLdInput): object[] {
  const { route, resources, article } = input
  const brand = textAt(resources, 'common', 'brand')
  const site = {
    '@type': 'Organization',
    name: brand,
    url: input.urlOf('/'),
    logo: `${input.siteUrl}/favicon.svg`,
  }
  const { published, modified } = changeLogDates(article.changeLog)
  const trail = ['/', ...(route.section ? [`/${route.section}`] : []), route.path]
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.intro,
      inLanguage: input.language,
      datePublished: published,
      dateModified: modified,
      author: site,
      publisher: site,
      image: input.imageUrl,
      mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
      url: input.url,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((path, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: textAt(resources, 'navigation', `titles.${path}`),
        item: path === route.path ? input.url : input.urlOf(path),
      })),
    },
  ]
}

/**
 * The data as a <script type="application/ld+json"> block: data, not code, so the CSP's script-src
 * does not apply to it. "<" is escaped so no text in it can close the element.
 */
export function jsonLdElement(data: object[]): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
