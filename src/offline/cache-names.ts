/**
 * The service worker's runtime caches, named here once: the build hands them to Workbox
 * (build/src/service-worker/generate-worker.ts), and the site reads and clears them (kept-pages.ts).
 */
export const offlineCaches = {
  /** Every page opened (its HTML), at most `keptPagesLimit`, the least recently fetched out first. */
  pages: 'super-individual-pages',
  /** The hashed scripts and styles those pages loaded. */
  assets: 'super-individual-assets',
  /** The translations they fetched (/locales). */
  locales: 'super-individual-locales',
  /** The search index's pieces, once a search used them. */
  search: 'super-individual-search-index',
} as const

export const keptPagesLimit = 200

/**
 * Pages never kept, by path without the language prefix: they only work online, and their address
 * carries a one-time code. The worker's routes and the window's keeper read this one list.
 */
export const neverKeptPaths = ['/auth/callback', '/reset-password'] as const

/** The folders whose files the worker keeps, each in its cache: its routes and the window's keeper read this one list. */
export const keptFolders = [
  { folder: '/assets/', cache: offlineCaches.assets },
  { folder: '/locales/', cache: offlineCaches.locales },
  { folder: '/search-index/', cache: offlineCaches.search },
] as const

/** Where the site's worker is served, from its own origin (the Content-Security-Policy's 'self'). */
export const workerUrl = '/sw.js'
