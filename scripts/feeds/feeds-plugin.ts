import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { readGuideArticles } from './guide-articles.ts'
import { generatedNamespaces, isGeneratedNamespace } from './generated-namespaces.ts'

const languages = ['zh', 'en'] as const

/**
 * Serves the generated namespaces in `npm run dev` (computed per request, so an edited change log
 * shows on reload) and writes them into <outDir>/locales after the client build, before the
 * prerender reads that folder.
 */
export function readerChangesNamespaces(repoRoot: string): Plugin {
  const localesDir = join(repoRoot, 'public', 'locales')
  let config: ResolvedConfig | undefined
  return {
    name: 'reader-changes-namespaces',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/(zh|en)\/([a-z-]+)\.json$/.exec((request.url ?? '').split('?')[0])
        if (!match || !isGeneratedNamespace(match[2])) return next()
        try {
          const body = generatedNamespaces[match[2]](readGuideArticles(localesDir), match[1] as 'zh' | 'en')
          response.setHeader('Content-Type', 'application/json')
          response.setHeader('Cache-Control', 'no-cache')
          response.end(JSON.stringify(body))
        } catch (error) {
          next(error)
        }
      })
    },
    writeBundle() {
      if (!config || config.build.ssr) return
      const guides = readGuideArticles(localesDir)
      const outLocales = join(resolve(config.root, config.build.outDir), 'locales')
      for (const language of languages) {
        mkdirSync(join(outLocales, language), { recursive: true })
        for (const [name, build] of Object.entries(generatedNamespaces))
          writeFileSync(join(outLocales, language, `${name}.json`), JSON.stringify(build(guides, language)))
      }
    },
  }
}
