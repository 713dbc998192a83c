import { describe, expect, it } from 'vitest'
import type { Manifest } from '../bench/route-bytes'
import { hydrationPreloads, modulePreloadLinks } from './hydration-preloads'

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
  'src/pages/home/home-page.tsx': { file: 'assets/home.js', imports: ['_icons.js', 'index.html'] },
  'src/pages/guides/article-page.tsx': { file: 'assets/article.js', imports: ['_icons.js'] },
  'src/pages/super-individual/super-individual-page.tsx': { file: 'assets/si.js' },
  'src/layout/current-guide-sidebar.tsx': { file: 'assets/sidebar.js', imports: ['_icons.js'] },
  'src/routes/guides/marketing.json': { file: 'assets/marketing.js' },
  'src/routes/guides/products-tech.json': { file: 'assets/products-tech.js' },
  'src/learning/store/open-learning.ts': { file: 'assets/open-learning.js', imports: ['_notebook.js'] },
  '_notebook.js': { file: 'assets/notebook.js' },
}

describe('hydrationPreloads', () => {
  it("names a page's chunk and its imports, and the learning store's, but nothing the entry already loads", () => {
    expect(hydrationPreloads(manifest, { page: 'home/home-page' })).toEqual([
      '/assets/home.js',
      '/assets/icons.js',
      '/assets/open-learning.js',
      '/assets/notebook.js',
    ])
  })

  it("adds a guide's section data and the sidebar, each file once", () => {
    expect(hydrationPreloads(manifest, { page: 'guides/article-page', section: 'marketing' })).toEqual([
      '/assets/article.js',
      '/assets/icons.js',
      '/assets/marketing.js',
      '/assets/sidebar.js',
      '/assets/open-learning.js',
      '/assets/notebook.js',
    ])
  })

  it('adds every section with route data to a page that counts every guide', () => {
    const files = hydrationPreloads(manifest, { page: 'super-individual/super-individual-page', section: 'super-individual', countsGuides: true })
    // super-individual has no route data file of its own (no guides under it), so none is named.
    expect(files).toEqual([
      '/assets/si.js',
      '/assets/marketing.js',
      '/assets/products-tech.js',
      '/assets/sidebar.js',
      '/assets/icons.js',
      '/assets/open-learning.js',
      '/assets/notebook.js',
    ])
  })

  it('fails on a page the manifest does not know', () => {
    expect(() => hydrationPreloads(manifest, { page: 'x/x-page' })).toThrow(/no src\/pages\/x\/x-page.tsx/)
  })

  it('links them in cors mode, like module scripts', () => {
    expect(modulePreloadLinks(['/assets/home.js'])).toEqual(['<link rel="modulepreload" crossorigin href="/assets/home.js" />'])
  })
})
