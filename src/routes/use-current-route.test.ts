import { describe, expect, it } from 'vitest'
import { routeOfPath } from './use-current-route'

describe('routeOfPath', () => {
  it('finds a page in either language, without case or a trailing slash', () => {
    expect(routeOfPath('/marketing/research/seo')?.path).toBe('/marketing/research/seo')
    expect(routeOfPath('/en/Marketing/Research/SEO/')?.path).toBe('/marketing/research/seo')
    expect(routeOfPath('/en')?.path).toBe('/')
    expect(routeOfPath('/en/')?.path).toBe('/')
    expect(routeOfPath('/')?.path).toBe('/')
  })

  it('decodes the path and names no page for paths outside the table', () => {
    expect(routeOfPath('/%6Darketing')?.path).toBe('/marketing')
    expect(routeOfPath('/marketing/domestic')).toBeUndefined()
    expect(routeOfPath('/no/such/page')).toBeUndefined()
    expect(routeOfPath('/%E0%A4%A')).toBeUndefined()
    expect(routeOfPath('/fr/marketing')).toBeUndefined()
  })
})
