import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { articleIdOfFile, articleLanguageOfFile, servedArticle } from '@super-individual/content/node'

/** Both languages of the article `file` belongs to, as written (`text` for the file itself if given). */
function writtenPair(file: string, text = readFileSync(file, 'utf8')) {
  const language = articleLanguageOfFile(file)
  const other = language === 'zh' ? 'en' : 'zh'
  const counterpart = file.replace(/([\\/]locales[\\/])(zh|en)([\\/])/, `$1${other}$3`)
  const written = { zh: undefined as unknown, en: undefined as unknown }
  written[language] = JSON.parse(text)
  if (existsSync(counterpart)) written[other] = JSON.parse(readFileSync(counterpart, 'utf8'))
  return { language, written }
}

/** The served form of an article file (content's servedArticle: examples and facts inlined, reading time, review line). */
function servedFile(
  repoRoot: string,
  file: string,
  articleId: string,
  text?: string,
  watch?: (path: string) => void,
) {
  const { language, written } = writtenPair(file, text)
  const read = (path: string) => {
    watch?.(join(repoRoot, path))
    return readFileSync(join(repoRoot, path), 'utf8')
  }
  return JSON.stringify(servedArticle(articleId, language, written, read))
}

/**
 * Serves the guides as readers get them (content's servedArticle: example files and shared facts
 * inlined, reading time, review line) outside the build: `npm run dev` answers
 * /locales/<lng>/articles/*.json itself and reloads the page when an example, a fact or a review
 * changes; a module that imports an article file (the tests' locale glob) gets it served and is
 * invalidated with what it inlines. The build writes its copies from the corpus instead
 * (build/src/served-articles.ts). public/locales keeps the files as written.
 */
export function articleExamples(repoRoot: string): Plugin {
  // An edit to an example file or a shared fact changes the articles that name it.
  const inlinedDirs = [
    join(repoRoot, 'examples'),
    join(repoRoot, 'content', 'facts'),
    join(repoRoot, 'content', 'reviews'),
  ]
  return {
    name: 'article-examples',
    enforce: 'pre',
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
          const body = servedFile(repoRoot, file, id)
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
      return { code: servedFile(repoRoot, file, id, code, (path) => this.addWatchFile(path)), map: null }
    },
  }
}
