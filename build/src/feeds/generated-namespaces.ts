import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadCorpus, type GuideArticles, type GuideLanguage } from '@super-individual/content/node'
import { readerChanges, translationLeads } from './reader-changes.ts'
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

type GeneratedNamespace = keyof typeof generatedNamespaces

export const isGeneratedNamespace = (name: string): name is GeneratedNamespace =>
  Object.hasOwn(generatedNamespaces, name)

/** One namespace of one language, from the guides as they are now (the dev server). */
export function generatedNamespace(
  name: GeneratedNamespace,
  language: GuideLanguage,
  root = repoRoot,
): unknown {
  return generatedNamespaces[name](loadCorpus(root).guides, language)
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
  }
}
