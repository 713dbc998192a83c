import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
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
  const inlinedDirs = [
    join(repoRoot, 'examples'),
    join(repoRoot, 'content', 'facts'),
    join(repoRoot, 'content', 'reviews'),
  ]
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
    writeBundle() {
      if (!config || config.build.ssr) return
      // Served from the files as written (public/locales), never from copies already rewritten here.
      const builtLocales = join(resolve(config.root, config.build.outDir), 'locales')
      const sourceLocales = join(repoRoot, 'public', 'locales')
      for (const { file, id } of articleFiles(builtLocales)) {
        const source = join(sourceLocales, relative(builtLocales, file))
        writeFileSync(file, servedFile(repoRoot, existsSync(source) ? source : file, id))
      }
    },
  }
}
