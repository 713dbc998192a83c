/**
 * The route table: plain data that imports no page, so that pages, layout and scripts (run by
 * tsx under Node) can read it without pulling in every page. src/app/page-loaders.ts turns each
 * route's `page` into a lazy loader.
 */
import { draftGuides, publishedGuides } from './guide-paths.generated'

export type SectionId = 'super-individual' | 'products-tech' | 'marketing' | 'tools-services'

/**
 * A page module, named from src/pages without the extension ("home/home-page"), or from src/auth
 * ("auth/callback-page"). A unit test checks every name against the modules the loader finds.
 */
export type PageModuleId = `${string}/${string}-page`

interface RouteEntry<Path extends string> {
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
  /** A guide still being written: only `npm run dev` routes it, with a banner, and nothing counts it. */
  draft?: true
}

type RouteFlags = Partial<Pick<RouteEntry<string>, 'section' | 'inHeader' | 'inFooter' | 'legal' | 'prerender' | 'indexable'>>

/** Pages that only make sense in a signed-in browser or mid-flow: no HTML of their own, no sitemap entry. */
const clientOnly = { prerender: false, indexable: false } as const

const titleKey = <const Path extends string>(path: Path) => `titles.${path}` as const

function page<const Path extends string>(path: Path, pageModule: PageModuleId, flags: RouteFlags = {}): RouteEntry<Path> {
  return { path, titleKey: titleKey(path), page: pageModule, prerender: true, indexable: true, ...flags }
}

type GuideSection = keyof typeof publishedGuides

/**
 * A section's guides from its route data (src/routes/guides/<section>.json), all rendered by the
 * article page from their article id. Drafts join only in `npm run dev`, so a build neither routes,
 * prerenders, lists nor counts them; scripts run by tsx have no import.meta.env and see none either.
 */
function guides<const Section extends GuideSection>(section: Section): RouteEntry<`/${Section}/${(typeof publishedGuides)[Section][number]}`>[] {
  const route = (subPath: string, draft?: true) => {
    const path = `/${section}/${subPath}` as `/${Section}/${(typeof publishedGuides)[Section][number]}`
    return {
      path,
      titleKey: titleKey(path),
      page: 'guides/article-page',
      section,
      article: `${section}/${subPath.replaceAll('/', '-')}`,
      prerender: true,
      indexable: true,
      draft,
    } as const
  }
  const drafts = import.meta.env?.DEV ? draftGuides[section].map((subPath) => route(subPath, true)) : []
  return [...publishedGuides[section].map((subPath) => route(subPath)), ...drafts]
}

const table = [
  page('/', 'home/home-page', { inHeader: true, inFooter: true }),
  page('/super-individual', 'super-individual/super-individual-page', {
    section: 'super-individual',
    inHeader: true,
    inFooter: true,
  }),
  page('/super-individual/skills', 'super-individual/skills-page', { section: 'super-individual' }),
  page('/super-individual/products', 'super-individual/products-page', { section: 'super-individual' }),
  page('/super-individual/market', 'super-individual/market-page', { section: 'super-individual' }),
  page('/products-tech', 'products-tech/products-tech-page', { section: 'products-tech', inHeader: true, inFooter: true }),
  ...guides('products-tech'),
  page('/marketing', 'marketing/marketing-page', { section: 'marketing', inHeader: true, inFooter: true }),
  ...guides('marketing'),
  page('/tools-services', 'tools-services/tools-services-page', { section: 'tools-services', inHeader: true }),
  ...guides('tools-services'),
  page('/dify-editor', 'dify/dify-page', { inHeader: true }),
  page('/i18n-demo', 'i18n-demo/i18n-demo-page'),
  // Prerendered empty (the results come from the query, in the browser); a results page is not for crawlers.
  page('/search', 'search/search-page', { indexable: false }),
  page('/changes', 'changes/changes-page'),
  page('/glossary', 'glossary/glossary-page', { inFooter: true }),
  page('/auth/callback', 'auth/callback-page', clientOnly),
  page('/reset-password', 'auth/reset-password-page', clientOnly),
  page('/profile', 'account/profile-page', clientOnly),
  page('/settings', 'account/settings-page', clientOnly),
  page('/learning', 'learning/learning-page', clientOnly),
  page('/terms', 'legal/terms-page', { legal: true }),
  page('/privacy', 'legal/privacy-page', { legal: true }),
]

/** Every page's path: a path literal that names no page is a type error. */
export type RoutePath = (typeof table)[number]['path']

export type AppRoute = RouteEntry<RoutePath>

type PrefixesOf<Path extends string, Above extends string = ''> = Path extends `/${infer Segment}/${infer Rest}`
  ? `${Above}/${Segment}` | PrefixesOf<`/${Rest}`, `${Above}/${Segment}`>
  : never

/** A path that pages sit below: a section (/marketing) or a sidebar group (/marketing/domestic/b2b). */
export type PathPrefix = PrefixesOf<RoutePath>

export const routeTable: readonly AppRoute[] = table

export const sectionIds: readonly SectionId[] = ['super-individual', 'products-tech', 'marketing', 'tools-services']

export const headerRoutes = routeTable.filter((route) => route.inHeader)
export const footerRoutes = routeTable.filter((route) => route.inFooter)
export const legalRoutes = routeTable.filter((route) => route.legal)
export const prerenderedRoutes = routeTable.filter((route) => route.prerender)
export const indexableRoutes = routeTable.filter((route) => route.indexable)

const routesByPath = new Map<string, AppRoute>(routeTable.map((route) => [route.path, route]))

/** The route at a path the type system has already checked. */
export function routeAt(path: RoutePath): AppRoute {
  const route = routesByPath.get(path)
  if (!route) throw new Error(`The route table has no page at ${path}`)
  return route
}

/** Every page below a section or group path, in table order. */
export function routesUnder(prefix: PathPrefix): AppRoute[] {
  return routeTable.filter((route) => route.path.startsWith(`${prefix}/`))
}
