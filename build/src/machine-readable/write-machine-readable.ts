import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Article } from '@super-individual/content'
import { articleMarkdown } from './article-markdown'
import { llmsTxt, type ListedGuide } from './llms-txt'
import type { LanguageResources } from './locale-text'

export interface MachineReadableInputs {
  outDir: string
  language: string
  resources: LanguageResources
  /** The prerendered routes, in table order: the guides among them get a Markdown copy. */
  routes: readonly { path: string; section?: string; article?: string }[]
  siteUrl: string
  /** A language-neutral path in this language ("/x" -> "/en/x"). */
  localizedPath: (path: string) => string
}

/** "/marketing/research/seo" -> "/marketing/research/seo.md"; "/" would be "/index.md". */
export const markdownPath = (urlPath: string) => `${urlPath === '/' ? '/index' : urlPath}.md`

/**
 * Writes, for one language, a Markdown copy of every guide beside its page (`/<path>.md`) and the
 * language's llms.txt (`/llms.txt`, `/en/llms.txt`), from the route table and the article JSON the
 * pages render: a new guide gets both with no change here. Returns the files written.
 */
export function writeMachineReadable(inputs: MachineReadableInputs): string[] {
  const written: string[] = []
  // Synchronous: a file a guide, and awaiting each in turn was most of this step at 1,000 guides.
  const write = (urlPath: string, text: string) => {
    const file = join(inputs.outDir, urlPath)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
    written.push(urlPath)
  }
  const guides: ListedGuide[] = []
  for (const route of inputs.routes) {
    if (!route.article || !route.section) continue
    const article = inputs.resources[`articles/${route.article}`] as Article | undefined
    if (!article)
      throw new Error(`${route.path} names the article ${route.article}, which the locale files lack`)
    const urlPath = inputs.localizedPath(route.path)
    const mdPath = markdownPath(urlPath)
    write(mdPath, articleMarkdown(article, `${inputs.siteUrl}${urlPath}`, inputs.resources))
    guides.push({
      section: `/${route.section}`,
      title: article.title,
      intro: article.intro,
      markdownUrl: `${inputs.siteUrl}${mdPath}`,
    })
  }
  const sections = [...new Set(guides.map((guide) => guide.section))].map((path) => ({ path }))
  const home = inputs.localizedPath('/')
  write(
    `${home === '/' ? '' : home}/llms.txt`,
    llmsTxt(inputs.resources, sections, guides, `${inputs.siteUrl}${inputs.localizedPath('/ask')}`),
  )
  return written
}
