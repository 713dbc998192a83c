import { describe, expect, it } from 'vitest'
import { pageSourceOf, routeBytes, type Manifest } from './route-bytes'

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/pages/home/home-page.tsx': { file: 'assets/home.js', imports: ['_shared.js', 'index.html'] },
  'src/auth/callback-page.tsx': {
    file: 'assets/callback.js',
    imports: ['_react.js'],
    css: ['assets/callback.css'],
  },
}
const sizes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/shared.js': 7,
  'assets/home.js': 20,
  'assets/callback.js': 3,
  'assets/index.css': 10,
  'assets/callback.css': 2,
}

describe('routeBytes', () => {
  it('counts the entry graph and the page chunk graph once each, and their CSS', () => {
    const routes = [
      { path: '/', page: 'home/home-page' },
      { path: '/auth/callback', page: 'auth/callback-page' },
    ]
    expect(routeBytes(manifest, routes, (file) => sizes[file])).toEqual([
      { path: '/', scriptGzip: 177, pageChunkGzip: 20, cssGzip: 10 },
      { path: '/auth/callback', scriptGzip: 153, pageChunkGzip: 3, cssGzip: 12 },
    ])
  })

  it('refuses a page the manifest does not know', () => {
    expect(pageSourceOf('home/home-page')).toBe('src/pages/home/home-page.tsx')
    expect(() => routeBytes(manifest, [{ path: '/x', page: 'x/x-page' }], () => 1)).toThrow(
      /no src\/pages\/x\/x-page.tsx/,
    )
  })
})
