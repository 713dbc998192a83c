import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { readReviewRecord, reviewSources, type CorpusGuide } from '@super-individual/content/node'

/** The sources a guide's review read, as the page's list shows them; undefined for a guide with no record. */
export function reviewSourcesContent(guideId: string, readFile: (path: string) => string) {
  const record = readReviewRecord(guideId, readFile)
  return record ? { sources: reviewSources(record) } : undefined
}

/**
 * Writes `review-sources/<guide>` into a build's locales for every reviewed guide, in both languages
 * (the list is the same in each; it sits beside the guide's other namespaces so i18next loads it
 * like them). The review records themselves stay out of dist/.
 */
export function writeReviewSources(outDir: string, guides: readonly CorpusGuide[]): number {
  let written = 0
  for (const { id, review } of guides) {
    if (!review.record) continue
    const content = JSON.stringify({ sources: reviewSources(review.record) })
    for (const language of ['zh', 'en']) {
      const file = join(outDir, 'locales', language, 'review-sources', `${id}.json`)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, content)
    }
    written++
  }
  return written
}

/** `npm run dev` serves the same namespaces from content/reviews/ as they are now. */
export function reviewSourcesNamespaces(repoRoot: string): Plugin {
  return {
    name: 'review-sources-namespaces',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/(?:zh|en)\/review-sources\/([a-z0-9-]+\/[a-z0-9-]+)\.json$/.exec(
          (request.url ?? '').split('?')[0],
        )
        const content =
          match && reviewSourcesContent(match[1], (path) => readFileSync(join(repoRoot, path), 'utf8'))
        if (!content) return next()
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(JSON.stringify(content))
      })
    },
  }
}
