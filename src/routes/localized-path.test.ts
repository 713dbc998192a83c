import { describe, expect, it } from 'vitest'
import { absolutePageUrl, localizedPath } from './localized-path'

describe('page URLs', () => {
  it('keeps Chinese at the plain path and puts English under /en', () => {
    expect(localizedPath('/', 'zh')).toBe('/')
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/marketing/research/seo', 'zh')).toBe('/marketing/research/seo')
    expect(localizedPath('/marketing/research/seo', 'en')).toBe('/en/marketing/research/seo')
    expect(absolutePageUrl('/auth/callback', 'en', 'http://localhost:5173')).toBe(
      'http://localhost:5173/en/auth/callback',
    )
  })
})
