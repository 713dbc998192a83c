/**
 * The top-level route table, which every page's entry script carries: the pages that are not guides
 * (header, footer, section pages), and the rule that turns a guide's path into its route. Which
 * guides a section has, and its sidebar, come from that section's own chunk (section-routes.ts),
 * so that the entry does not grow with the corpus. Imports no page and no route data.
 */
import type { TranslationKey } from '@/i18n/translation-keys'
import type { publishedGuides } from '@super-individual/content/guide-paths'

export type SectionId = 'super-individual' | 'products-tech' | 'marketing' | 'tools-services'

/** A section whose guides come from content/routes/<section>.json. */
export type GuideSection = keyof typeof publishedGuides

/**
 * A page module, named from src/pages without the extension ("home/home-page"), or from src/auth
 * ("auth/callback-page"). A unit test checks every name against the modules the loader finds.
 */
export type PageModuleId = `${string}/${string}-page`

export interface RouteEntry<Path extends string> {
  /** Absolute path without a trailing slash ("/" for home), the same in every language. */
  path: Path
  /** Key in the navigation namespace; also the document title. */
  titleKey: `titles.${Path}`
  page: PageModuleId
  /** The guide section the page belongs to; guide pages get the sidebar. */
  section?: SectionId
  /** Shown in the header's main links, in table order. */
  inHeader?: boolean
  /** Shown in the footer's quick links, in table order. */
  inFooter?: boolean
  /** Terms and privacy: the footer's bottom line links them. */
  legal?: boolean
  /** Article id (public/locales/{lng}/articles/{id}.json) for guide sub-routes. */
  article?: string
  /** Written to HTML at build time in both languages; client-only pages get the unrendered app shell. */
  prerender: boolean
  /** Listed in the sitemap and open to search engines (a client-only page never is). */
  indexable: boolean
  /**
   * The page counts every guide (the learning records' "n of N"): it renders once every section's
   * route data is here, and its hydration waits for that (an update arriving mid-hydration would
   * make React drop the prerendered markup and render anew).
   */
  countsGuides?: true
  /** A guide still being written: only `npm run dev` routes it, with a banner, and nothing counts it. */
  draft?: true
}

type RouteFlags = Partial<
  Pick<
    RouteEntry<string>,
    'section' | 'inHeader' | 'inFooter' | 'legal' | 'prerender' | 'indexable' | 'countsGuides'
  >
>

/** Pages that only make sense in a signed-in browser or mid-flow: no HTML of their own, no sitemap entry. */
const clientOnly = { prerender: false, indexable: false } as const

const titleKey = <const Path extends string>(path: Path) => `titles.${path}` as const

function page<const Path extends string>(
  path: Path,
  pageModule: PageModuleId,
  flags: RouteFlags = {},
): RouteEntry<Path> {
  return { path, titleKey: titleKey(path), page: pageModule, prerender: true, indexable: true, ...flags }
}

const table = [
  page('/', 'home/home-page', { inHeader: true, inFooter: true }),
  page('/super-individual', 'super-individual/super-individual-page', {
    section: 'super-individual',
    inHeader: true,
    inFooter: true,
    countsGuides: true,
  }),
  page('/super-individual/skills', 'super-individual/skills-page', { section: 'super-individual' }),
  page('/super-individual/products', 'super-individual/products-page', { section: 'super-individual' }),
  page('/super-individual/market', 'super-individual/market-page', { section: 'super-individual' }),
  page('/products-tech', 'products-tech/products-tech-page', {
    section: 'products-tech',
    inHeader: true,
    inFooter: true,
  }),
  page('/marketing', 'marketing/marketing-page', { section: 'marketing', inHeader: true, inFooter: true }),
  page('/tools-services', 'tools-services/tools-services-page', {
    section: 'tools-services',
    inHeader: true,
  }),
  page('/dify-editor', 'dify/dify-page', { inHeader: true }),
  page('/i18n-demo', 'i18n-demo/i18n-demo-page'),
  // Prerendered empty (the results come from the query, in the browser); a results page is not for crawlers.
  page('/search', 'search/search-page', { indexable: false }),
  // Prerendered empty like /search: the answer comes from the question, in the browser.
  page('/ask', 'ask/ask-page', { indexable: false }),
  page('/changes', 'changes/changes-page'),
  page('/glossary', 'glossary/glossary-page', { inFooter: true }),
  // What the offline worker answers for a page it does not hold (src/offline): no search engine's.
  page('/offline', 'offline/offline-page', { indexable: false }),
  page('/auth/callback', 'auth/callback-page', clientOnly),
  page('/reset-password', 'auth/reset-password-page', clientOnly),
  page('/profile', 'account/profile-page', clientOnly),
  page('/settings', 'account/settings-page', clientOnly),
  page('/learning', 'learning/learning-page', { ...clientOnly, countsGuides: true }),
  page('/terms', 'legal/terms-page', { legal: true }),
  page('/privacy', 'legal/privacy-page', { legal: true }),
]

type GuidePath = {
  [Section in GuideSection]: `/${Section}/${(typeof publishedGuides)[Section][number]}`
}[GuideSection]

/** Every page's path: a path literal that names no page is a type error. */
export type RoutePath = (typeof table)[number]['path'] | GuidePath

export type AppRoute = RouteEntry<RoutePath>

type PrefixesOf<
  Path extends string,
  Above extends string = '',
> = Path extends `/${infer Segment}/${infer Rest}`
  ? `${Above}/${Segment}` | PrefixesOf<`/${Rest}`, `${Above}/${Segment}`>
  : never

/** A path that pages sit below: a section (/marketing) or a sidebar group (/marketing/domestic/b2b). */
export type PathPrefix = PrefixesOf<RoutePath>

// Group paths are built from the table's paths; i18n:check makes sure each one has its key.
export const groupLabelKey = (path: string) => `groups.${path}` as TranslationKey<'navigation'>

/** The pages that are not guides, in table order (a section's own pages follow its section page). */
export const topLevelRoutes: readonly AppRoute[] = table

export const sectionIds: readonly SectionId[] = [
  'super-individual',
  'products-tech',
  'marketing',
  'tools-services',
]

/** The page module that renders every guide. */
export const guidePage: PageModuleId = 'guides/article-page'

export const headerRoutes = topLevelRoutes.filter((route) => route.inHeader)
export const footerRoutes = topLevelRoutes.filter((route) => route.inFooter)
export const legalRoutes = topLevelRoutes.filter((route) => route.legal)

const topLevelByPath = new Map<string, AppRoute>(topLevelRoutes.map((route) => [route.path, route]))

/** A page of the top-level table (home, a section page, an account page). */
export function topLevelRouteAt(path: RoutePath): AppRoute | undefined {
  return topLevelByPath.get(path)
}

/** The section a path sits in, from its first segment alone: no route data needed. */
export function sectionOfPath(path: string): SectionId | undefined {
  const first = path.split('/')[1]
  return sectionIds.find((section) => section === first)
}

/**
 * A guide's route, from its path alone: the route data decides which guides exist, while every
 * field of a guide's route follows from its path (its article id is the sub-path with "-" for "/").
 */
export function guideRoute<const Path extends string>(
  section: SectionId,
  subPath: string,
  draft?: true,
): RouteEntry<Path> {
  const path = `/${section}/${subPath}` as Path
  return {
    path,
    titleKey: titleKey(path),
    page: guidePage,
    section,
    article: `${section}/${subPath.replaceAll('/', '-')}`,
    prerender: true,
    indexable: true,
    draft,
  }
}

/** The route at a path the type system has already checked: a top-level page, or a guide, whose route follows from its path. */
export function knownRouteAt(path: RoutePath): AppRoute {
  const section = sectionOfPath(path)
  const route =
    topLevelByPath.get(path) ?? (section && guideRoute<RoutePath>(section, path.slice(section.length + 2)))
  if (!route) throw new Error(`No page at ${path}`)
  return route
}

/** The article a guide path names ("/marketing/research/seo" is "marketing/research-seo"), or undefined off a section. */
export function articleIdOfPath(path: string): string | undefined {
  const section = sectionOfPath(path)
  const subPath = section && path.slice(section.length + 2)
  return subPath ? guideRoute(section, subPath).article : undefined
}
