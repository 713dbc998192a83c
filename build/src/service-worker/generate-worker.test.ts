import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Manifest } from '../route-bytes'
import { pagesVersion, precachedFiles, runtimeRoutes, withoutQuery } from './generate-worker'

describe('what the offline worker precaches', () => {
  it('is the shell, the offline pages, the entry with its CSS and the offline page’s scripts, and the pages’ version: no other page', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'src/pages/offline/offline-page.tsx': {
        file: 'assets/offline-page-1.js',
        imports: ['_offline-1.js', 'index.html'],
      },
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

describe('the pages’ version', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'pages-version-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))
  mkdirSync(join(outDir, 'en'))
  writeFileSync(join(outDir, 'en', 'index.html'), '<p>prerendered</p>')
  writeFileSync(join(outDir, 'shell.html'), '<p>shell</p>')
  const keys = { 'en/index.html': 'key-1' }

  it('knows a prerendered page by its cache key, not by reading it again', () => {
    const before = pagesVersion(outDir, keys)
    writeFileSync(join(outDir, 'en', 'index.html'), '<p>not read</p>')
    expect(pagesVersion(outDir, keys)).toBe(before)
    expect(pagesVersion(outDir, { 'en/index.html': 'key-2' })).not.toBe(before)
  })

  it('changes with the content of an HTML file the prerender did not write', () => {
    const before = pagesVersion(outDir, keys)
    writeFileSync(join(outDir, 'shell.html'), '<p>shell, edited</p>')
    expect(pagesVersion(outDir, keys)).not.toBe(before)
  })
})

// Security review L5: the worker kept /auth/callback?code=… and /en/learning?secret=q as cache keys.
describe('the pages the worker keeps', () => {
  const firstRoute = (href: string, mode = 'navigate') => {
    const url = new URL(href)
    return runtimeRoutes().find((route) =>
      (route.urlPattern as (details: { request: { mode: string }; url: URL }) => boolean)({
        request: { mode },
        url,
      }),
    )
  }

  it('never keeps the sign-in callback or the new-password page, in either language', () => {
    for (const path of [
      '/auth/callback?code=x',
      '/en/auth/callback?code=x',
      '/reset-password',
      '/en/reset-password/',
    ])
      expect(firstRoute(`https://site.example${path}`)?.handler).toBe('NetworkOnly')
    expect(firstRoute('https://site.example/en/auth/callback')?.options?.precacheFallback?.fallbackURL).toBe(
      '/en/offline/index.html',
    )
    expect(firstRoute('https://site.example/auth/callback')?.options?.precacheFallback?.fallbackURL).toBe(
      '/offline/index.html',
    )
    expect(firstRoute('https://site.example/en/auth/callbacks')?.handler).toBe('NetworkFirst')
  })

  it('keeps other pages under their path, without the query', () => {
    const route = firstRoute('https://site.example/en/learning?secret=q')
    expect(route?.handler).toBe('NetworkFirst')
    expect(route?.options?.plugins).toContain(withoutQuery)
    expect(
      withoutQuery.cacheKeyWillBeUsed({
        request: new Request('https://site.example/en/learning?secret=q#x'),
      }),
    ).toBe('https://site.example/en/learning')
  })
})
