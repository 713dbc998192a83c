import { describe, expect, it } from 'vitest'
import { sameOriginPath } from './same-origin-path'

const origin = 'https://super-individual.example'

describe('sameOriginPath (security review L1: the offline page links only to this site)', () => {
  it.each([
    '/\\evil.example/',
    '/\t/evil.example/',
    '\\/evil.example/',
    '//evil.example/',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    null,
  ])('refuses %j', (address) => {
    expect(sameOriginPath(address, origin)).toBeNull()
  })

  it('keeps a path of this site with its query and hash, and a backslash escaped in the path', () => {
    expect(sameOriginPath('/en/marketing/research/seo?x=1#section-2', origin)).toBe(
      '/en/marketing/research/seo?x=1#section-2',
    )
    expect(sameOriginPath('/%5Cevil.example/', origin)).toBe('/%5Cevil.example/')
  })
})
