import { describe, expect, it } from 'vitest'
import { routeTable } from '@/routes/route-table'
import { pageLoaders, pageModuleIdOf } from './page-loaders'

describe('page loaders', () => {
  it('finds the page module every route names', () => {
    const missing = routeTable
      .filter((route) => !pageLoaders.has(route.page))
      .map((route) => `${route.path}: ${route.page}`)
    expect(missing).toEqual([])
  })

  it('finds no page module that no route names (a dead page)', () => {
    const named = new Set(routeTable.map((route) => route.page))
    expect([...pageLoaders.keys()].filter((id) => !named.has(id as never))).toEqual([])
  })

  it('names modules from src/pages by folder and file, and auth pages under auth/', () => {
    expect(pageModuleIdOf('../pages/home/home-page.tsx')).toBe('home/home-page')
    expect(pageModuleIdOf('../auth/callback-page.tsx')).toBe('auth/callback-page')
  })
})
