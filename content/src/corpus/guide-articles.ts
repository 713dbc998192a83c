import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Article } from '../schema/article-schema'
import { articleIdOf, readGuideData, type GuideData } from '../routes/guide-data.ts'

export type GuideLanguage = 'zh' | 'en'

/** A published guide with both language versions, as its article files hold them. */
export interface GuideArticles {
  id: string
  section: string
  /** The route path, without a language prefix: /marketing/research/seo. */
  path: string
  articles: Record<GuideLanguage, Article>
}

/**
 * Every published guide in route order, read from a locales folder (public/locales, or a build's
 * copy). Drafts are left out: nothing a reader sees lists them. The articles are not validated here;
 * check:articles and the build do that.
 */
export function readGuideArticles(
  localesDir: string,
  routeData: GuideData = readGuideData(),
): GuideArticles[] {
  return Object.entries(routeData).flatMap(([section, entries]) =>
    entries
      .filter((entry) => !entry.draft)
      .flatMap((entry) => {
        const id = articleIdOf(section, entry.path)
        const read = (language: GuideLanguage) => {
          const file = join(localesDir, language, 'articles', `${id}.json`)
          return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Article) : undefined
        }
        const zh = read('zh')
        const en = read('en')
        return zh && en ? [{ id, section, path: `/${section}/${entry.path}`, articles: { zh, en } }] : []
      }),
  )
}
