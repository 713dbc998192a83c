import { vi } from 'vitest'

/** Makes `prefers-reduced-motion: reduce` match (or not) for the test that calls it. */
export function mockReducedMotion(reduce: boolean) {
  const original = window.matchMedia
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original(query)
    return { ...original(query), matches: reduce, media: query }
  })
}
