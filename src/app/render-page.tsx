import i18next, { type Resource } from 'i18next'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { initReactI18next } from 'react-i18next'
import { StaticRouter } from 'react-router-dom'
import { checkContentWith } from '@/i18n/content-check'
import { formatValuesWith, type FormattedValues } from '@/i18n/formatted-values'
import { i18nOptions } from '@/i18n/i18n-options'
import type { InlinedTranslations } from '@/i18n/inlined-translations'
import { languageOfPath } from '@/i18n/language-path'
import { documentTitle } from '@/layout/use-document-title'
import { articleSkeleton, isArticleNamespace, isMarksNamespace } from '@/pages/guides/frozen/frozen-article'
import { changesSkeleton } from '@/pages/changes/changes-skeleton'
import { glossarySkeleton } from '@/pages/glossary/glossary-skeleton'
import type { GlossaryTermsContent } from '@/glossary/glossary-content'
import type { ReaderChanges } from '@/pages/changes/reader-changes-content'
import { checkPageContent } from '@/pages/page-content-schemas'
import { routeOfPath } from '@/routes/use-current-route'
import type { Article } from '@super-individual/content'
import { AppProviders } from './app-providers'
import { AppRoutes, preloadPageOf } from './router'

export { prerenderedRoutes, indexableRoutes, routeTable } from '@/routes/route-table'
export { groupRedirects } from '@/routes/sidebar-tree'
export { localizedPath } from '@/routes/localized-path'
export { withLanguagePrefix } from '@/i18n/language-path'
export { inlinedTranslationsElement } from '@/i18n/inlined-translations'
export { supportedLanguages, defaultLanguage } from '@/i18n/languages'
// The search index builder walks articles with the schema the article page validates them with.
export { articleSchema } from '@super-individual/content'
export { glossaryTopicSchema } from '@super-individual/content'

// The build checks every page's content here, once, so the browser can read it unchecked.
const contentProblems: string[] = []
checkContentWith((kind, value) => {
  const issues = checkPageContent(kind, value)
  for (const issue of issues)
    contentProblems.push(`"${issue.path.join('.') || '(root)'}" (${kind}): ${issue.message}`)
  return issues
})

/**
 * A namespace as the page inlines it: what the HTML shows for good is not sent again as data
 * (decisions/article-sent-once.md), so a guide, the glossary and the reader changes go as skeletons.
 */
function skeletonOf(namespace: string, bundle: Record<string, unknown>): Record<string, unknown> {
  if (isArticleNamespace(namespace)) return articleSkeleton(bundle as unknown as Article)
  if (namespace === 'glossary-terms') return glossarySkeleton(bundle as unknown as GlossaryTermsContent)
  if (namespace === 'reader-changes') return changesSkeleton(bundle as unknown as ReaderChanges)
  return bundle
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string
  /** The translations the page used, to inline for hydration. */
  translations: InlinedTranslations
  /** `{page} | {brand}`, as the client's document title hook writes it. */
  title: string
}

/**
 * Renders one page to HTML at build time (build/src/prerender), with the same providers and routes
 * as the browser, so hydration finds exactly this markup. `resources` holds every namespace of the
 * page's language; the page reports which ones it used.
 */
export async function renderPage(pathname: string, resources: Resource): Promise<RenderedPage> {
  const language = languageOfPath(pathname)
  const i18n = i18next.createInstance()
  await i18n
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: language, resources, ns: Object.keys(resources[language] ?? {}) })
  const formatted: FormattedValues = {}
  formatValuesWith(i18n, { record: formatted })

  await preloadPageOf(pathname)
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // React outlines a large Suspense boundary as a hidden chunk plus an inline script that moves it
    // into place; a page written at build time has nothing to stream, and no inline script may run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  if (contentProblems.length > 0) {
    const problems = contentProblems.splice(0)
    throw new Error(`The content of ${pathname} is invalid, so the build stops:\n  ${problems.join('\n  ')}`)
  }

  // react-i18next records every namespace a useTranslation call asked for.
  const { reportNamespaces } = i18n as typeof i18n & {
    reportNamespaces?: { getUsedNamespaces: () => string[] }
  }
  const used = reportNamespaces?.getUsedNamespaces() ?? []
  const namespaces = Object.fromEntries(
    used
      // What the HTML shows for good is not sent again as data (src/pages/guides/frozen/).
      .filter((namespace) => i18n.hasResourceBundle(language, namespace) && !isMarksNamespace(namespace))
      .map((namespace) => {
        const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown>
        return [namespace, skeletonOf(namespace, bundle)]
      }),
  )
  const route = routeOfPath(pathname)
  const translations = { language, namespaces, ...(Object.keys(formatted).length > 0 && { formatted }) }
  return {
    html,
    translations,
    title: documentTitle(i18n.getFixedT(language, ['navigation', 'common']), route),
  }
}
