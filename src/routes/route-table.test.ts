import { describe, expect, it } from 'vitest'
import { footerRoutes, headerRoutes, legalRoutes, routeAt, routesUnder, routeTable } from './route-table'
import { groupRedirects, sectionPagesInOrder, sidebarTree } from './sidebar-tree'
import { guideCount, guideCountIn } from '@/test/guide-counts'
import { publishedGuides } from '@super-individual/content/guide-paths'

const paths = routeTable.map((route) => route.path)

describe('route table', () => {
  it('lists every page once, and every guide of the route data', () => {
    expect(new Set(paths).size).toBe(paths.length)
    expect(routeTable.filter((route) => route.path.startsWith('/super-individual/'))).toHaveLength(3)
    expect(routeTable.filter((route) => route.path.startsWith('/products-tech/'))).toHaveLength(
      guideCountIn('products-tech'),
    )
    expect(routeTable.filter((route) => route.path.startsWith('/marketing/'))).toHaveLength(
      guideCountIn('marketing'),
    )
    expect(routeTable.filter((route) => route.path.startsWith('/tools-services/'))).toHaveLength(
      guideCountIn('tools-services'),
    )
    for (const path of ['/i18n-demo', '/auth/callback', '/reset-password', '/dify-editor'])
      expect(paths).toContain(path)
  })

  it('drives the header and footer links in table order', () => {
    expect(headerRoutes.map((route) => route.path)).toEqual([
      '/',
      '/super-individual',
      '/products-tech',
      '/marketing',
      '/tools-services',
      '/dify-editor',
    ])
    expect(footerRoutes.map((route) => route.path)).toEqual([
      '/',
      '/super-individual',
      '/products-tech',
      '/marketing',
      '/glossary',
    ])
  })

  it('gives every route a title key in the navigation namespace and guide sub-routes an article', () => {
    for (const route of routeTable) {
      expect(route.titleKey).toBe(`titles.${route.path}`)
      expect(route.path === '/' || !route.path.endsWith('/')).toBe(true)
    }
    const guides = routeTable.filter(
      (route) => route.section && route.section !== 'super-individual' && route.path !== `/${route.section}`,
    )
    expect(guides).toHaveLength(guideCount)
    for (const route of guides) expect(route.article).toMatch(new RegExp(`^${route.section}/[a-z0-9-]+$`))
  })

  it('flags the legal pages for the footer', () => {
    expect(legalRoutes.map((route) => route.path)).toEqual(['/terms', '/privacy'])
  })

  it('finds a page by its path and the pages below a group', () => {
    expect(routeAt('/marketing/research/seo').article).toBe('marketing/research-seo')
    expect(routesUnder('/marketing/domestic/b2b').map((route) => route.path)).toEqual([
      '/marketing/domestic/b2b/app-stores',
      '/marketing/domestic/b2b/mini-programs',
      '/marketing/domestic/b2b/open-source',
    ])
  })
})

describe('sidebar tree', () => {
  it('has the four guide sections with their pages as leaves', () => {
    expect(sidebarTree.map((node) => node.path)).toEqual([
      '/super-individual',
      '/products-tech',
      '/marketing',
      '/tools-services',
    ])
    const leaves: string[] = []
    const visit = (node: (typeof sidebarTree)[number]) => {
      if (node.children.length === 0) leaves.push(node.path)
      node.children.forEach(visit)
    }
    sidebarTree.forEach(visit)
    expect(leaves).toHaveLength(3 + guideCount)
  })

  it('nests marketing by region, then B2B and B2C', () => {
    const marketing = sidebarTree[2]
    expect(marketing.children.map((node) => node.path)).toEqual([
      '/marketing/research',
      '/marketing/domestic',
      '/marketing/overseas',
    ])
    const domestic = marketing.children[1]
    expect(domestic.children.map((node) => node.labelKey)).toEqual([
      'groups./marketing/domestic/b2b',
      'groups./marketing/domestic/b2c',
    ])
  })

  it('redirects every intermediate group path to its section page', () => {
    expect(groupRedirects).toContainEqual({ from: '/products-tech/ai', to: '/products-tech' })
    expect(groupRedirects).toContainEqual({ from: '/marketing/domestic/b2b', to: '/marketing' })
    for (const redirect of groupRedirects) expect(paths).not.toContain(redirect.from)
  })

  it('orders a section for previous/next', () => {
    // In the order of the section's route data, which is the sidebar's order.
    const tools = sectionPagesInOrder('tools-services').map((route) => route.path)
    expect(tools[0]).toBe('/tools-services/online/dev-tools')
    expect(tools).toEqual(publishedGuides['tools-services'].map((path) => `/tools-services/${path}`))
  })
})
