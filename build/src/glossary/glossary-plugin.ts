import type { Plugin } from 'vite'
import type * as Namespaces from './glossary-namespaces.ts'

/**
 * `npm run dev` serves the generated glossary namespaces (`glossary-terms`, `glossary-marks/<id>`)
 * computed per request, so an edited term or guide shows on reload; the build writes them itself.
 * Loaded through the dev server for the reason build/src/feeds/feeds-plugin.ts gives.
 */
export function glossaryNamespaces(): Plugin {
  return {
    name: 'glossary-namespaces',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/(zh|en)\/(glossary-[a-z0-9/-]+)\.json$/.exec(
          (request.url ?? '').split('?')[0],
        )
        if (!match) return next()
        server
          .ssrLoadModule('/build/src/glossary/glossary-namespaces.ts')
          .then((module) => {
            const content = (module as typeof Namespaces).glossaryNamespace(match[2], match[1] as 'zh' | 'en')
            if (content === undefined) return next()
            response.setHeader('Content-Type', 'application/json')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(JSON.stringify(content))
          })
          .catch(next)
      })
    },
  }
}
