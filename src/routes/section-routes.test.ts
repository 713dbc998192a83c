import { beforeEach, describe, expect, it, vi } from 'vitest'
import { routeTable, sectionIds, type AppRoute } from './route-table'
import { groupRedirects } from './sidebar-tree'

/** The section store and the path resolver as a page finds them before any section has arrived. */
async function freshModules() {
  vi.resetModules()
  const store = await import('./section-routes')
  const resolve = await import('./use-current-route')
  return { ...store, ...resolve }
}

const guides = routeTable.filter((route) => route.article)

describe('route data per section', () => {
  beforeEach(() => void vi.resetModules())

  it('holds a section in its own chunk: only its guides, in the order of the whole table', async () => {
    const { loadSection, loadedSections } = await freshModules()
    const marketing = await loadSection('marketing')
    expect(Object.keys(loadedSections()).sort()).toEqual(['marketing', 'super-individual'])
    expect(marketing.pages.map((route) => route.path)).toEqual(
      routeTable
        .filter((route) => route.section === 'marketing' && route.path !== '/marketing')
        .map((route) => route.path),
    )
    expect(marketing.pages.every((route) => route.path.startsWith('/marketing/'))).toBe(true)
  })

  it('knows the section of every guide path before its chunk arrives, and names no page until then', async () => {
    const { routeOfPath, sectionPending, sectionOfPathname } = await freshModules()
    for (const route of guides) {
      expect(sectionOfPathname(`/en${route.path}`)).toBe(route.section)
      expect(sectionPending(route.path)).toBe(route.section)
      expect(routeOfPath(route.path)).toBeUndefined()
    }
    // The top-level table resolves at once: home, section pages, the super-individual pages.
    expect(routeOfPath('/en/marketing')?.path).toBe('/marketing')
    expect(sectionPending('/en/marketing')).toBeUndefined()
    expect(routeOfPath('/super-individual/skills')?.section).toBe('super-individual')
  })

  it('resolves every guide of the route data, in both languages, once its section is here', async () => {
    const { loadSection, routeOfPath, sectionPending, groupRedirectOf } = await freshModules()
    for (const section of sectionIds) await loadSection(section)
    for (const route of guides) {
      expect(sectionPending(route.path)).toBeUndefined()
      expect(routeOfPath(route.path)).toEqual<AppRoute>(route)
      expect(routeOfPath(`/en${route.path.toUpperCase()}/`)).toEqual<AppRoute>(route)
    }
    for (const { from, to } of groupRedirects) expect(groupRedirectOf(`/en${from}`)).toBe(to)
    expect(routeOfPath('/marketing/no-such-guide')).toBeUndefined()
    expect(groupRedirectOf('/marketing/no-such-guide')).toBeUndefined()
    expect(groupRedirectOf('/marketing/research/seo')).toBeUndefined()
  })

  it('fetches a section once, and tells subscribers when it arrives', async () => {
    const { loadSection, subscribeToSections, loadedSections } = await freshModules()
    const heard = vi.fn()
    subscribeToSections(heard)
    const first = loadSection('tools-services')
    expect(loadSection('tools-services')).toBe(first)
    const before = loadedSections()
    await first
    expect(heard).toHaveBeenCalledTimes(1)
    expect(loadedSections()).not.toBe(before)
    expect(loadedSections()['tools-services']).toBe(await first)
  })
})
