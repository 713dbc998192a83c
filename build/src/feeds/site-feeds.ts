import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { withLanguagePrefix as prefixed } from '../../../src/i18n/language-path'
import { atomXml, stableUrn } from './atom.ts'
import type { GuideArticles, GuideLanguage } from '@super-individual/content/node'
import { readerChanges } from './reader-changes.ts'

/** How many reader entries a feed carries: the newest ones. */
export const FEED_ENTRIES = 50

/** The feed's words, from the changes page's namespace (public/locales/<lng>/changes.json). */
export interface FeedWords {
  title: string
  subtitle: string
  author: string
  /** One guide's feed: "Changes to {{title}}", with the guide's title. */
  guideTitle: string
  guideSubtitle: string
}

/** Where a language's feed lives: /feed.xml and /en/feed.xml. */
export const feedPath = (language: GuideLanguage) => prefixed('/feed.xml', language)

/** Where one guide's feed lives: /feeds/<section>/<slug>.xml and /en/feeds/<section>/<slug>.xml. */
export const guideFeedPath = (articleId: string, language: GuideLanguage) =>
  prefixed(`/feeds/${articleId}.xml`, language)

/** A guide feed's title, in the words of the changes namespace. */
export const guideFeedTitle = (words: Pick<FeedWords, 'guideTitle'>, guideTitle: string) =>
  words.guideTitle.replace('{{title}}', guideTitle)

const entriesOf = (
  guides: readonly GuideArticles[],
  language: GuideLanguage,
  site: string,
  words: FeedWords,
) =>
  readerChanges(guides, language).map((change) => ({
    // The guide, the day and the entry's place among that day's: not its words, which an editor may polish.
    id: stableUrn(`${language}/${change.article}/${change.date}/${change.ordinal}`),
    title: change.title,
    updated: change.date,
    link: `${site}${prefixed(change.path, language)}`,
    summary: change.text,
    author: words.author,
  }))

/**
 * One guide's Atom feed: every reader change of its change log (never the editorial ones), so a
 * reader can follow that guide in any feed reader, without an account.
 */
export function guideFeed(
  guide: GuideArticles,
  language: GuideLanguage,
  siteUrl: string,
  words: FeedWords,
): string {
  const site = siteUrl.replace(/\/+$/, '')
  return atomXml({
    id: stableUrn(`${language}/feed/${guide.id}`),
    title: guideFeedTitle(words, guide.articles[language].title),
    subtitle: words.guideSubtitle,
    language,
    self: `${site}${guideFeedPath(guide.id, language)}`,
    alternate: `${site}${prefixed(guide.path, language)}`,
    author: words.author,
    entries: entriesOf([guide], language, site, words),
  })
}

/** One language's Atom feed of the newest reader changes, with absolute links on `siteUrl`. */
export function readerFeed(
  guides: readonly GuideArticles[],
  language: GuideLanguage,
  siteUrl: string,
  words: FeedWords,
): string {
  const site = siteUrl.replace(/\/+$/, '')
  const entries = entriesOf(guides, language, site, words).slice(0, FEED_ENTRIES)
  return atomXml({
    id: stableUrn(`${language}/feed`),
    title: words.title,
    subtitle: words.subtitle,
    language,
    self: `${site}${feedPath(language)}`,
    alternate: `${site}${prefixed('/changes', language)}`,
    author: words.author,
    entries,
  })
}

/** Writes /feed.xml and /en/feed.xml, and each guide's feed in both languages, into a build, from its locale files. */
export async function writeFeeds({
  outDir,
  siteUrl,
  guides,
}: {
  outDir: string
  siteUrl: string
  guides: readonly GuideArticles[]
}): Promise<string[]> {
  const localesDir = join(outDir, 'locales')
  const written: string[] = []
  for (const language of ['zh', 'en'] as const) {
    const words = (
      JSON.parse(readFileSync(join(localesDir, language, 'changes.json'), 'utf8')) as { feed: FeedWords }
    ).feed
    const file = join(outDir, feedPath(language))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, readerFeed(guides, language, siteUrl, words))
    written.push(feedPath(language))
    for (const guide of guides) {
      const path = guideFeedPath(guide.id, language)
      await mkdir(dirname(join(outDir, path)), { recursive: true })
      await writeFile(join(outDir, path), guideFeed(guide, language, siteUrl, words))
      written.push(path)
    }
  }
  return written
}
