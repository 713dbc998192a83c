import { fileURLToPath, URL } from 'node:url'
import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
// With extensions: Vite's coming native config loader resolves no extensionless imports.
import { shellTranslations } from './build/src/vite/shell-translations-plugin.ts'
import { articleExamples } from './build/src/vite/article-examples-plugin.ts'
import { siteBuildConstants } from './build/src/vite/site-build-constants.ts'
import { contentVersion } from './build/src/vite/content-version.ts'
import { guideRoutes } from './build/src/vite/guide-routes-plugin.ts'
import { contentCheck } from './build/src/vite/content-problems-plugin.ts'
import { buildDateConstant } from './build/src/vite/build-date.ts'
import { readerChangesNamespaces } from './build/src/feeds/feeds-plugin.ts'
import { glossaryNamespaces } from './build/src/glossary/glossary-plugin.ts'
import { reviewSourcesNamespaces } from './build/src/reviews/review-sources.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

// Locale JSON requests carry this, so a deploy never serves translations cached from the previous build.
const buildVersion =
  process.env.BUILD_VERSION ?? contentVersion(fileURLToPath(new URL('.', import.meta.url)), pkg.version)

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    shellTranslations(fileURLToPath(new URL('./public/locales', import.meta.url))),
    articleExamples(fileURLToPath(new URL('.', import.meta.url))),
    guideRoutes(),
    contentCheck(fileURLToPath(new URL('.', import.meta.url))),
    readerChangesNamespaces(),
    glossaryNamespaces(),
    reviewSourcesNamespaces(fileURLToPath(new URL('.', import.meta.url))),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  define: {
    __BUILD_VERSION__: JSON.stringify(buildVersion),
    ...siteBuildConstants(),
    ...buildDateConstant(),
  },
  build: {
    // Every browser the site supports preloads modules itself; the polyfill cost each page 0.3 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Everything the entry imports statically loads on every page anyway; by default Rolldown
      // splits it into about ten files shared with the page chunks, which costs each file its own
      // request and a gzip dictionary of its own (3.8 KB more on a guide).
      output: {
        // The entry lists every file a page may load, by name: seven hash characters (42 bits,
        // enough to tell one build's files apart; Rolldown asks for 7 at this many chunks) rather than
        // eight cost 0.06 KB gzip less on each page.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The icons that guides and the section pages share would otherwise come as seven files
            // of about 0.2 KB each, most of it a file's own overhead: together they are 0.65 KB, and
            // a guide's scripts 1.0 KB lighter (bench:check).
            // What offline reading's registration shares with the sign-in's page clearing, as one file
            // (the entry names every file a page loads). The kept guides' list stays out of it: only
            // /learning and /offline show it, and every other page fetched it with this file (0.6 KB).
            {
              name: 'offline',
              test: /src[\\/]offline[\\/](cache-names|kept-pages)\./,
            },
            // The query field /search and /ask share, with the input it wraps: one file, not two (the
            // entry names each file a page loads, and every guide was within bytes of its budget).
            { name: 'input', test: /src[\\/]components[\\/](ui[\\/]input|page[\\/]query-field)\./ },
            // The learning counts /super-individual and /learning share: two files of 0.1 and 0.3 KB.
            { name: 'learning-counts', test: /src[\\/]learning[\\/](completed-count|learning-articles)\./ },
            {
              name: 'icons',
              test: /lucide-react.*icons[\\/](arrow-right|arrow-left|chevron-right|badge-check|circle-check|lightbulb|bookmark)\./,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
})
