import { describe, expect, it } from 'vitest'
import type { Manifest } from '../bench/route-bytes'
import { precachedFiles } from './generate-worker'

describe('what the offline worker precaches', () => {
  it('is the shell, the offline pages, the entry with its CSS and the offline page’s scripts, and the pages’ version: no other page', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'src/pages/offline/offline-page.tsx': { file: 'assets/offline-page-1.js', imports: ['_offline-1.js', 'index.html'] },
      '_offline-1.js': { file: 'assets/offline-1.js', imports: ['index.html'] },
      'src/pages/guides/article-page.tsx': { file: 'assets/article-page-1.js', imports: ['index.html'] },
    }
    expect(precachedFiles(manifest).sort()).toEqual(
      [
        'pages-version.txt',
        'shell.html',
        'offline/index.html',
        'en/offline/index.html',
        'assets/index-1.js',
        'assets/index-1.css',
        'assets/offline-page-1.js',
        'assets/offline-1.js',
      ].sort(),
    )
  })
})
