import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { articleSchema, type Article } from '../schema/article-schema'
import { articleIdOf, readGuideData, type GuideData } from '../routes/guide-data.ts'
import { reviewState, type ReviewState } from '../reviews/review-state.ts'
import type { GuideArticles, GuideLanguage } from './guide-articles.ts'
import { servedArticle } from './served-article.ts'

/** One guide as every consumer takes it: read once, checked once. */
export interface CorpusGuide extends GuideArticles {
  draft: boolean
  /** Both article files as written: what an editor edits and what a review record's hash covers. */
  written: Record<GuideLanguage, unknown>
  /** Both languages as a reader gets them (articles), validated; `served` as JSON, what dist/locales holds. */
  served: Record<GuideLanguage, string>
  review: ReviewState
}

export interface Corpus {
  root: string
  routeData: GuideData
  guides: CorpusGuide[]
  /** Guides that could not be read or checked, with why: nothing else is said about them. */
  problems: { guide: string; problems: string[] }[]
}

export interface CorpusOptions {
  /** The locale folder the article files are read from (public/locales; a test's copy). */
  localesDir?: string
  routeData?: GuideData
  /** Drafts too (check:articles, the dev server); a reader's build leaves them out. */
  drafts?: boolean
  /** Reads a file by its path from the root (the default reads the disk); each path is asked once. */
  readFile?: (path: string) => string
}

/** A reader that asks `read` for each path once, a missing file included. */
function readingOnce(read: (path: string) => string): (path: string) => string {
  const texts = new Map<string, string | Error>()
  return (path) => {
    if (!texts.has(path))
      try {
        texts.set(path, read(path))
      } catch (error) {
        texts.set(path, error as Error)
      }
    const text = texts.get(path)!
    if (text instanceof Error) throw text
    return text
  }
}

/**
 * The guides of the repository at `root`: the route data, both languages' articles, the example
 * files and shared facts they inline, and their review records, each file read once; every article
 * inlined and validated once. Every consumer (the build, the checks, the editors' report) takes this
 * model instead of reading and parsing the files again.
 */
export function loadCorpus(root = process.cwd(), options: CorpusOptions = {}): Corpus {
  const readFile = readingOnce(options.readFile ?? ((path) => readFileSync(join(root, path), 'utf8')))
  const localesDir = options.localesDir ?? 'public/locales'
  const routeData = options.routeData ?? readGuideData(join(root, 'content', 'routes'))
  const guides: CorpusGuide[] = []
  const problems: Corpus['problems'] = []
  for (const [section, entries] of Object.entries(routeData))
    for (const entry of entries) {
      if (entry.draft && !options.drafts) continue
      const id = articleIdOf(section, entry.path)
      const fileOf = (language: GuideLanguage) => join(localesDir, language, 'articles', `${id}.json`)
      if (!['zh', 'en'].every((language) => existsSync(join(root, fileOf(language as GuideLanguage))))) {
        problems.push({ guide: id, problems: ['an article file is missing'] })
        continue
      }
      try {
        const written = {
          zh: JSON.parse(readFile(fileOf('zh'))) as unknown,
          en: JSON.parse(readFile(fileOf('en'))) as unknown,
        }
        const read = (language: GuideLanguage) => servedArticle(id, language, written, readFile)
        const reader = { zh: read('zh'), en: read('en') }
        // Checked, but kept as read: the schema adds nothing, and its output would reorder the keys
        // of what the pages inline (the build's HTML is byte for byte what the files say).
        articleSchema.parse(reader.zh)
        articleSchema.parse(reader.en)
        const articles = reader as Record<GuideLanguage, Article>
        const served = { zh: JSON.stringify(reader.zh), en: JSON.stringify(reader.en) }
        guides.push({
          id,
          section,
          path: `/${section}/${entry.path}`,
          draft: entry.draft === true,
          written,
          served,
          articles,
          review: reviewState(id, written, articles, readFile),
        })
      } catch (error) {
        problems.push({ guide: id, problems: [(error as Error).message] })
      }
    }
  return { root, routeData, guides, problems }
}
