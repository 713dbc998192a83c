import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import {
  articleIdOfFile,
  articleLanguageOfFile,
  inlineArticle,
  withReadingTime,
} from '@super-individual/content/node'

/** The served form of an article file: its examples inlined (inline-examples.ts), its reading time worked out (reading-time.ts). */
export function servedArticle(repoRoot: string, file: string, articleId: string): string {
  const article: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8')
  return JSON.stringify(
    withReadingTime(inlineArticle(article, articleId, articleLanguageOfFile(file), read), articleId),
  )
}

/** Every article file under a locales folder (built or public), with its id. */
function articleFiles(localesDir: string): { file: string; id: string }[] {
  if (!existsSync(localesDir)) return []
  return readdirSync(localesDir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const file = join(localesDir, name)
    const id = articleIdOfFile(`/public/locales/${name}`)
    return id ? [{ file, id }] : []
  })
}

/**
 * One plugin inlines the guides' example files, and adds each guide's reading time, wherever an article is read: `npm run dev` answers
 * /locales/<lng>/articles/*.json itself and reloads the page when an example changes; a module that
 * imports an article file (the tests' locale glob) gets it inlined and is invalidated with the file;
 * the build rewrites the copies in <outDir>/locales, which the prerender and the search index read.
 * public/locales keeps only the file names.
 */
export function articleExamples(repoRoot: string): Plugin {
  // An edit to an example file or a shared fact changes the articles that name it.
  const inlinedDirs = [join(repoRoot, 'examples'), join(repoRoot, 'content', 'facts')]
  let config: ResolvedConfig | undefined
  return {
    name: 'article-examples',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.watcher.add(inlinedDirs)
      server.watcher.on('change', (file) => {
        if (inlinedDirs.some((dir) => resolve(file).startsWith(dir))) server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]
        const id = path.startsWith('/locales/') ? articleIdOfFile(`/public${path}`) : undefined
        const file = join(repoRoot, 'public', path)
        if (!id || !existsSync(file)) return next()
        try {
          const body = servedArticle(repoRoot, file, id)
          response.setHeader('Content-Type', 'application/json')
          response.setHeader('Cache-Control', 'no-cache')
          response.end(body)
        } catch (error) {
          next(error)
        }
      })
    },
    transform(code, moduleId) {
      const id = articleIdOfFile(moduleId.split('?')[0])
      if (!id) return
      const file = moduleId.split('?')[0]
      const article = inlineArticle(JSON.parse(code), id, articleLanguageOfFile(file), (path) => {
        this.addWatchFile(join(repoRoot, path))
        return readFileSync(join(repoRoot, path), 'utf8')
      })
      return { code: JSON.stringify(withReadingTime(article, id)), map: null }
    },
    writeBundle() {
      if (!config || config.build.ssr) return
      for (const { file, id } of articleFiles(join(resolve(config.root, config.build.outDir), 'locales')))
        writeFileSync(file, servedArticle(repoRoot, file, id))
    },
  }
}
