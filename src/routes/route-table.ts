/**
 * The route table: plain data that imports no page, so that pages, layout and scripts (run by
 * tsx under Node) can read it without pulling in every page. src/app/page-loaders.ts turns each
 * route's `page` into a lazy loader.
 */
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
}

type RouteFlags = Partial<Pick<RouteEntry<string>, 'section' | 'inHeader' | 'inFooter' | 'legal' | 'prerender' | 'indexable'>>

/** Pages that only make sense in a signed-in browser or mid-flow: no HTML of their own, no sitemap entry. */
const clientOnly = { prerender: false, indexable: false } as const

const titleKey = <const Path extends string>(path: Path) => `titles.${path}` as const

function page<const Path extends string>(path: Path, pageModule: PageModuleId, flags: RouteFlags = {}): RouteEntry<Path> {
  return { path, titleKey: titleKey(path), page: pageModule, prerender: true, indexable: true, ...flags }
}

/** One article route per sub-path, all rendered by the article page from their article id. */
function guides<const Section extends SectionId, const SubPath extends string>(
  section: Section,
  subPaths: readonly SubPath[],
): RouteEntry<`/${Section}/${SubPath}`>[] {
  return subPaths.map((subPath) => {
    const path = `/${section}/${subPath}` as const
    return {
      path,
      titleKey: titleKey(path),
      page: 'guides/article-page',
      section,
      article: `${section}/${subPath.replaceAll('/', '-')}`,
      prerender: true,
      indexable: true,
    }
  })
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
  ...guides('products-tech', [
    'ai/prompts',
    'ai/mcp',
    'programming/api',
    'programming/analysis',
    'programming/languages',
    'docker/devbox',
    'docker/vercel',
    'ai-programming/cursor',
    'ai-programming/trae',
    'automation/automa',
    'automation/python',
    'freelance',
    'web3',
  ]),
  page('/marketing', 'marketing/marketing-page', { section: 'marketing', inHeader: true, inFooter: true }),
  ...guides('marketing', [
    'research/cases',
    'research/seo',
    'domestic/b2b/app-stores',
    'domestic/b2b/mini-programs',
    'domestic/b2b/open-source',
    'domestic/b2c/wechat',
    'domestic/b2c/short-video',
    'domestic/b2c/moments',
    'overseas/b2b/middle-east',
    'overseas/b2b/tiktok',
    'overseas/b2b/open-source',
    'overseas/b2c/google',
    'overseas/b2c/reddit',
    'overseas/b2c/video',
    'overseas/b2c/social',
  ]),
  page('/tools-services', 'tools-services/tools-services-page', { section: 'tools-services', inHeader: true }),
  ...guides('tools-services', [
    'online/dev-tools',
    'online/ai-agents',
    'online/research-tools',
    'cashflow/company',
    'cashflow/knowledge',
    'overseas/listing',
    'overseas/certification',
    'overseas/partnership',
  ]),
  page('/dify-editor', 'dify/dify-page', { inHeader: true }),
  page('/i18n-demo', 'i18n-demo/i18n-demo-page'),
  // Prerendered empty (the results come from the query, in the browser); a results page is not for crawlers.
  page('/search', 'search/search-page', { indexable: false }),
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
