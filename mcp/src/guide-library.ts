import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildAskIndex, type Article, type AskBucket, type AskManifest } from '@super-individual/content'
import {
  allTerms,
  loadCorpus,
  readGlossary,
  readSynonyms,
  type GuideLanguage,
} from '@super-individual/content/node'
import { articleMarkdown } from '../../build/src/machine-readable/article-markdown.ts'
import { pinyinWord } from '../../build/src/ask/pinyin-word.ts'

export type Language = GuideLanguage
export const languages: readonly Language[] = ['zh', 'en']

export interface LibraryGuide {
  id: string
  section: string
  /** The route path without a language prefix: /marketing/research/seo. */
  path: string
  articles: Record<Language, Article>
}

export interface GlossaryEntry {
  id: string
  zh: { name: string; definition: string; aliases: string[] }
  en: { name: string; definition: string; aliases: string[] }
}

/** What the tools read: the published guides as a reader gets them, the glossary, the site's address. */
export interface GuideLibrary {
  guides: LibraryGuide[]
  glossary: GlossaryEntry[]
  siteUrl: string
  /** The guide's page in one language. */
  pageUrl(guide: LibraryGuide, language: Language): string
  /** The guide as the site's Markdown copy gives it (`/<path>.md`). */
  markdown(guide: LibraryGuide, language: Language): string
  /** The answer engine's index of these guides, the one the build writes for /ask, made on first use. */
  askIndex(): { manifest: AskManifest; buckets: ReadonlyMap<number, AskBucket> }
}

const localePath = (language: Language) => (language === 'en' ? '/en' : '')

/**
 * The guides from the repository's own files, read and checked once by the corpus loader the build
 * uses, so the server answers from the same text a reader sees. `siteUrl` is the address the build
 * puts in links (VITE_SITE_URL, the same default).
 */
export function loadGuideLibrary(root: string, siteUrl: string): GuideLibrary {
  const corpus = loadCorpus(root)
  const guides = corpus.guides
    .filter((guide) => !guide.draft)
    .map(({ id, section, path, articles }) => ({ id, section, path, articles }))
  const terms = allTerms(readGlossary(join(root, 'content', 'glossary')))
  const glossary = terms.map((term) => ({
    id: term.id,
    zh: { name: term.zh, definition: term.definition.zh, aliases: term.aliases.zh },
    en: { name: term.en, definition: term.definition.en, aliases: term.aliases.en },
  }))
  // The Markdown copy's labels ("Last reviewed", "Sources") are the machine-readable namespace's, as in the build.
  const shareTexts = (language: Language): Record<string, unknown> => ({
    'machine-readable': JSON.parse(
      readFileSync(join(root, 'public', 'locales', language, 'machine-readable.json'), 'utf8'),
    ) as unknown,
  })
  const labels = { zh: shareTexts('zh'), en: shareTexts('en') }
  const pageUrl = (guide: LibraryGuide, language: Language) =>
    `${siteUrl}${localePath(language)}${guide.path}`
  let askIndex: ReturnType<GuideLibrary['askIndex']> | undefined
  return {
    guides,
    glossary,
    siteUrl,
    pageUrl,
    markdown: (guide, language) =>
      articleMarkdown(guide.articles[language], pageUrl(guide, language), labels[language]),
    askIndex: () => {
      if (!askIndex) {
        const today = new Date().toISOString().slice(0, 10)
        const { manifest, buckets } = buildAskIndex({
          guides,
          glossary: terms,
          pinyinOf: pinyinWord,
          today,
          synonyms: readSynonyms(root),
        })
        askIndex = { manifest, buckets: new Map(buckets.map((bucket, index) => [index, bucket])) }
      }
      return askIndex
    },
  }
}
