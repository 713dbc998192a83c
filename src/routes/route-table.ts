import type { ComponentType } from 'react'

export type SectionId = 'super-individual' | 'products-tech' | 'marketing' | 'tools-services'

export type PageModule = { default: ComponentType }
export type PageLoader = () => Promise<PageModule>

export interface AppRoute {
  /** Absolute path without a trailing slash ("/" for home). */
  path: string
  /** Key in the navigation namespace; also the document title. */
  titleKey: string
  /** The guide section the page belongs to; guide pages get the sidebar. */
  section?: SectionId
  /** Shown in the header's main links, in table order. */
  inHeader?: boolean
  /** Shown in the footer's quick links, in table order. */
  inFooter?: boolean
  /** Article id (public/locales/{lng}/articles/{id}.json) for guide sub-routes. */
  article?: string
  load: PageLoader
}

const titleKey = (path: string) => `titles.${path}`

const loadArticlePage: PageLoader = () => import('../pages/guides/article-page')

function guide(section: SectionId, subPath: string): AppRoute {
  const path = `/${section}/${subPath}`
  return { path, titleKey: titleKey(path), section, article: `${section}/${subPath.replaceAll('/', '-')}`, load: loadArticlePage }
}

function page(path: string, load: PageLoader, extra: Partial<AppRoute> = {}): AppRoute {
  return { path, titleKey: titleKey(path), load, ...extra }
}

export const routeTable: AppRoute[] = [
  page('/', () => import('../pages/home/home-page'), { inHeader: true, inFooter: true }),
  page('/super-individual', () => import('../pages/super-individual/super-individual-page'), {
    section: 'super-individual',
    inHeader: true,
    inFooter: true,
  }),
  page('/super-individual/skills', () => import('../pages/super-individual/skills-page'), {
    section: 'super-individual',
  }),
  page('/super-individual/products', () => import('../pages/super-individual/products-page'), {
    section: 'super-individual',
  }),
  page('/super-individual/market', () => import('../pages/super-individual/market-page'), {
    section: 'super-individual',
  }),
  page('/products-tech', () => import('../pages/products-tech/products-tech-page'), {
    section: 'products-tech',
    inHeader: true,
    inFooter: true,
  }),
  ...[
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
  ].map((subPath) => guide('products-tech', subPath)),
  page('/marketing', () => import('../pages/marketing/marketing-page'), {
    section: 'marketing',
    inHeader: true,
    inFooter: true,
  }),
  ...[
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
  ].map((subPath) => guide('marketing', subPath)),
  page('/tools-services', () => import('../pages/tools-services/tools-services-page'), {
    section: 'tools-services',
    inHeader: true,
  }),
  ...[
    'online/dev-tools',
    'online/ai-agents',
    'online/research-tools',
    'cashflow/company',
    'cashflow/knowledge',
    'overseas/listing',
    'overseas/certification',
    'overseas/partnership',
  ].map((subPath) => guide('tools-services', subPath)),
  page('/dify-editor', () => import('../pages/dify/dify-page'), { inHeader: true }),
  page('/i18n-demo', () => import('../pages/i18n-demo/i18n-demo-page')),
  page('/auth/callback', () => import('../auth/callback-page')),
  page('/reset-password', () => import('../auth/reset-password-page')),
  page('/profile', () => import('../pages/account/profile-page')),
  page('/settings', () => import('../pages/account/settings-page')),
  page('/terms', () => import('../pages/legal/terms-page')),
  page('/privacy', () => import('../pages/legal/privacy-page')),
]

export const sectionIds: SectionId[] = ['super-individual', 'products-tech', 'marketing', 'tools-services']

export const headerRoutes = routeTable.filter((route) => route.inHeader)
export const footerRoutes = routeTable.filter((route) => route.inFooter)

export function findRoute(path: string): AppRoute | undefined {
  return routeTable.find((route) => route.path === path)
}
