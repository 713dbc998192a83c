import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { articleSchema } from '@super-individual/content'
import {
  contentProblems,
  formatProblem,
  localeProblems,
  type ContentProblem,
} from '@super-individual/content/node'

/** Where the page's problem panel asks for them (src/components/content-problems-panel.tsx). */
export const contentProblemsUrl = '/__content-problems'

/**
 * In `npm run dev`, checks every locale file at start and on each save, and shows what is wrong in
 * Vite's overlay and, through `contentProblemsUrl`, in the page's own panel.
 */
export function contentCheck(repoRoot: string): Plugin {
  const localesDir = join(repoRoot, 'public', 'locales')
  const problems = new Map<string, ContentProblem[]>()
  const all = () => [...problems.values()].flat()

  function showOverlay(server: ViteDevServer) {
    const [first] = all()
    if (!first) return
    const file = join(repoRoot, first.file)
    const loc = { file, line: first.line, column: first.column }
    server.ws.send({
      type: 'error',
      err: {
        message: all().map(formatProblem).join('\n'),
        stack: '',
        id: file,
        loc,
        plugin: 'content-check',
      },
    })
  }

  return {
    name: 'content-check',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST) return
      const record = (file: string, found: ContentProblem[]) =>
        found.length > 0 ? problems.set(file, found) : problems.delete(file)
      const check = (file: string) => {
        if (!file.startsWith(localesDir) || !file.endsWith('.json')) return
        record(
          file,
          existsSync(file) ? contentProblems(repoRoot, file, readFileSync(file, 'utf8'), articleSchema) : [],
        )
        for (const found of problems.get(file) ?? []) server.config.logger.error(formatProblem(found))
        showOverlay(server)
      }
      server.watcher.add(localesDir)
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, check)
      server.httpServer?.once('listening', () => {
        for (const found of localeProblems(repoRoot, articleSchema)) {
          record(join(repoRoot, found.file), [...(problems.get(join(repoRoot, found.file)) ?? []), found])
          server.config.logger.error(formatProblem(found))
        }
      })
      // A page opened after the save still gets the overlay.
      server.ws.on('connection', () => showOverlay(server))
      server.middlewares.use(contentProblemsUrl, (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify(all()))
      })
    },
  }
}
