import type { Plugin } from 'vite'
import type * as Namespaces from './generated-namespaces.ts'

/**
 * `npm run dev` serves the generated namespaces (build/src/feeds/generated-namespaces.ts), computed
 * per request, so an edited change log shows on reload; the build writes them itself. The builder
 * is loaded through the dev server, not imported here: what vite.config.ts imports must resolve
 * under Vite's native config loader, which takes no extensionless import, and src/ is written with
 * none.
 */
export function readerChangesNamespaces(): Plugin {
  return {
    name: 'reader-changes-namespaces',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/(zh|en)\/([a-z-]+(?:\/[a-z-]+)?)\.json$/.exec(
          (request.url ?? '').split('?')[0],
        )
        if (!match) return next()
        server
          .ssrLoadModule('/build/src/feeds/generated-namespaces.ts')
          .then((module) => {
            const { generatedNamespace, isGeneratedNamespace } = module as typeof Namespaces
            if (!isGeneratedNamespace(match[2])) return next()
            response.setHeader('Content-Type', 'application/json')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(JSON.stringify(generatedNamespace(match[2], match[1] as 'zh' | 'en')))
          })
          .catch(next)
      })
    },
  }
}
