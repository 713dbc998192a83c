// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { allResources } from '@/test/test-i18n'
import type * as PageLoaders from './page-loaders'

const english = () => ({ en: structuredClone(allResources.en) })

/** renderPage as a fresh page load finds it: no section's route data here yet. */
async function freshRenderPage() {
  vi.resetModules()
  const { renderPage } = await import('./render-page')
  const { loadedSections } = await import('@/routes/section-routes')
  return { renderPage, loadedSections }
}

describe("a page and its section's route data", { timeout: 30_000 }, () => {
  it('waits for its own section, then renders the guide with its sidebar, breadcrumbs and pager', async () => {
    const { renderPage, loadedSections } = await freshRenderPage()
    expect(loadedSections().marketing).toBeUndefined()
    const page = await renderPage('/en/marketing/research/seo', english())
    expect(Object.keys(loadedSections()).sort()).toEqual(['marketing', 'super-individual'])
    expect(page.title).toMatch(/^SEO at Home and Abroad \|/)
    expect(page.html).toContain('aria-current="page"')
    expect(page.html).toMatch(
      /<a[^>]*href="\/en\/marketing\/research\/cases"[^>]*rel="prev"|rel="prev"[^>]*href="\/en\/marketing\/research\/cases"/,
    )
    expect(page.html).toContain('href="/en/marketing"')
    // The other sections show their rows, closed, without their route data.
    expect(page.html).toContain('aria-label="Expand Products &amp; Tech"')
  })

  it("has a guide's section, code and sidebar here before hydration starts", async () => {
    vi.resetModules()
    const { preloadPageOf } = await import('./router')
    const { loadedSections } = await import('@/routes/section-routes')
    const { routeOfPath } = await import('@/routes/use-current-route')
    expect(routeOfPath('/en/products-tech/ai/mcp')).toBeUndefined()
    await preloadPageOf('/en/products-tech/ai/mcp')
    expect(loadedSections()['products-tech']).toBeDefined()
    expect(routeOfPath('/en/products-tech/ai/mcp')?.article).toBe('products-tech/ai-mcp')
  })

  it('has every section here before a page that counts every guide hydrates', async () => {
    vi.resetModules()
    const { preloadPageOf } = await import('./router')
    const { loadedSections } = await import('@/routes/section-routes')
    await preloadPageOf('/en/super-individual')
    expect(Object.keys(loadedSections()).sort()).toEqual([
      'marketing',
      'products-tech',
      'super-individual',
      'tools-services',
    ])
  })

  it("fetches a page that counts every guide beside the sections' route data, not after it", async () => {
    vi.resetModules()
    const sectionsWhenPageAsked: string[][] = []
    vi.doMock('./page-loaders', async (importOriginal) => {
      const original = await importOriginal<typeof PageLoaders>()
      const { loadedSections } = await import('@/routes/section-routes')
      return {
        ...original,
        pageLoader: (id: Parameters<typeof original.pageLoader>[0]) => {
          const load = original.pageLoader(id)
          if (id !== 'super-individual/super-individual-page') return load
          return () => {
            sectionsWhenPageAsked.push(Object.keys(loadedSections()))
            return load()
          }
        },
      }
    })
    const { preloadPageOf } = await import('./router')
    await preloadPageOf('/en/super-individual')
    vi.doUnmock('./page-loaders')
    // Asked once, while the sections' data was still on its way (only the entry's own section here).
    expect(sectionsWhenPageAsked).toEqual([['super-individual']])
  })

  it('shows the 404 page for a path its section does not have, once the section says so', async () => {
    const { renderPage } = await freshRenderPage()
    const page = await renderPage('/en/marketing/no-such-guide', english())
    expect(page.title).toMatch(/^Oops! Page not found \|/)
  })
})
