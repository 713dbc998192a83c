import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadCorpus, type GuideArticles, type GuideLanguage } from '@super-individual/content/node'
import { readerChangeDays, readerChanges, translationLeads } from './reader-changes.ts'
import { repoRoot } from '@super-individual/content/node'

/**
 * Namespaces no editor writes: derived from the guides' change logs and dates, and read by pages
 * like any other (/locales/<lng>/<name>.json).
 */
const generatedNamespaces = {
  /** Every guide's reader change-log entries, newest first: the changes page. */
  'reader-changes': (guides: readonly GuideArticles[], language: GuideLanguage) => ({
    entries: readerChanges(guides, language),
  }),
  /** The guides whose other language is ahead: the notice on their page. */
  'translation-leads': (guides: readonly GuideArticles[], language: GuideLanguage) => ({
    leads: translationLeads(guides, language),
  }),
}

/**
 * One namespace per section, `reader-change-days/<section>`: the day of each of its guides' newest
 * reader entry, which the links to those guides read for their "updated" marks (loaded after idle,
 * and only for a reader with a completed or bookmarked guide in that section).
 */
const changeDaysPrefix = 'reader-change-days/'
const changeDays = (guides: readonly GuideArticles[], language: GuideLanguage, section: string) => ({
  days: readerChangeDays(guides, language, section),
})

type GeneratedNamespace = keyof typeof generatedNamespaces

const isFixedNamespace = (name: string): name is GeneratedNamespace =>
  Object.hasOwn(generatedNamespaces, name)

export const isGeneratedNamespace = (name: string): boolean =>
  isFixedNamespace(name) || /^reader-change-days\/[a-z-]+$/.test(name)

/** One namespace of one language, from the guides as they are now (the dev server). */
export function generatedNamespace(name: string, language: GuideLanguage, root = repoRoot): unknown {
  const { guides } = loadCorpus(root)
  if (isFixedNamespace(name)) return generatedNamespaces[name](guides, language)
  return changeDays(guides, language, name.slice(changeDaysPrefix.length))
}

/** Writes every generated namespace into a build's locales, where the prerender and the browser read them. */
export async function writeGeneratedNamespaces(
  outDir: string,
  guides: readonly GuideArticles[],
): Promise<void> {
  const localesDir = join(outDir, 'locales')
  for (const language of ['zh', 'en'] as const) {
    await mkdir(join(localesDir, language), { recursive: true })
    for (const [name, build] of Object.entries(generatedNamespaces))
      await writeFile(join(localesDir, language, `${name}.json`), JSON.stringify(build(guides, language)))
    await mkdir(join(localesDir, language, changeDaysPrefix), { recursive: true })
    for (const section of new Set(guides.map((guide) => guide.section)))
      await writeFile(
        join(localesDir, language, `${changeDaysPrefix}${section}.json`),
        JSON.stringify(changeDays(guides, language, section)),
      )
  }
}
