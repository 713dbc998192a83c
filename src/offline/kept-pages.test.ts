import { afterEach, describe, expect, it, vi } from 'vitest'
import { offlineCaches } from './cache-names'
import { clearKeptPages, keptGuides } from './kept-pages'

/** Cache Storage as the worker leaves it: each cache's requests in the order they were put. */
function stubCaches(contents: Record<string, string[]>) {
  const stored = new Map(Object.entries(contents))
  vi.stubGlobal('caches', {
    has: async (name: string) => stored.has(name),
    open: async (name: string) => ({
      keys: async () => (stored.get(name) ?? []).map((path) => new Request(`http://localhost${path}`)),
    }),
    delete: async (name: string) => stored.delete(name),
  })
  return stored
}

afterEach(() => vi.unstubAllGlobals())

describe('the guides kept for offline reading', () => {
  it('lists the guides among the kept pages, the last fetched first, each in the language it was kept in', async () => {
    stubCaches({
      [offlineCaches.pages]: [
        '/products-tech/docker/vercel',
        '/marketing',
        '/super-individual/skills',
        '/en/marketing/research/seo/',
        '/offline',
        '/',
      ],
    })
    expect(await keptGuides()).toEqual([
      { route: '/marketing/research/seo', language: 'en', href: '/en/marketing/research/seo' },
      { route: '/products-tech/docker/vercel', language: 'zh', href: '/products-tech/docker/vercel' },
    ])
  })

  it('lists nothing before the worker has kept a page', async () => {
    stubCaches({})
    expect(await keptGuides()).toEqual([])
  })

  it('clears every cache the worker keeps', async () => {
    const stored = stubCaches(Object.fromEntries(Object.values(offlineCaches).map((name) => [name, ['/x']])))
    await clearKeptPages()
    expect([...stored.keys()]).toEqual([])
  })
})
