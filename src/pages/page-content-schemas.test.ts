import { describe, expect, it } from 'vitest'
import { checkContentWith, contentChecker, type ContentKind } from '@/i18n/content-check'
import { languages, localeContent } from '@/test/content-test-helpers'
import { allResources } from '@/test/test-i18n'
import { enableContentChecks } from './enable-content-checks'
import { checkPageContent, pageContentSchemas } from './page-content-schemas'

const articleNamespaces = Object.keys(allResources.en ?? {}).filter((namespace) => namespace.startsWith('articles/'))

/** The namespaces each kind of page content is read from. */
const namespacesOf: Record<ContentKind, string[]> = {
  home: ['home'],
  dify: ['dify'],
  legal: ['legal'],
  demo: ['demo'],
  tools: ['tools'],
  marketing: ['marketing'],
  products: ['products'],
  'individual/overview': ['individual'],
  'individual/skills': ['individual'],
  'individual/product-path': ['individual'],
  'individual/market': ['individual'],
  article: articleNamespaces,
}

const cases = languages.flatMap((language) =>
  (Object.keys(namespacesOf) as ContentKind[]).flatMap((kind) =>
    namespacesOf[kind].map((namespace) => ({ language, kind, namespace })),
  ),
)

describe('page content schemas', () => {
  it('cover the articles', () => {
    expect(articleNamespaces.length).toBeGreaterThan(20)
  })

  // The browser reads the JSON unchecked, so a schema that trimmed, reordered or reshaped a value
  // would give the prerender other data than hydration gets.
  it.each(cases)('$kind reads $language/$namespace exactly as the file holds it', ({ language, kind, namespace }) => {
    const bundle = localeContent(language, namespace)
    const parsed = pageContentSchemas[kind].safeParse(bundle)
    expect(parsed.error).toBeUndefined()
    expect(bundle).toMatchObject(parsed.data as object)
  })

  it('reports text with a space at either end, with its key path', () => {
    const tools = structuredClone(localeContent('en', 'tools')) as { hero: { title: string } }
    tools.hero.title = ` ${tools.hero.title}`
    expect(checkPageContent('tools', tools)).toEqual([
      { path: ['hero', 'title'], message: 'remove the spaces at the start or end' },
    ])
  })

  it('are what development checks with once it enables the checks', async () => {
    checkContentWith(undefined)
    await enableContentChecks()
    expect(contentChecker()).toBe(checkPageContent)
  })
})
