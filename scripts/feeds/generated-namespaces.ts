import type { GuideArticles, GuideLanguage } from './guide-articles.ts'
import { readerChanges, translationLeads } from './reader-changes.ts'

/**
 * Namespaces no editor writes: the build derives them from the guides' change logs and dates, and
 * pages read them like any other (/locales/<lng>/<name>.json).
 */
export const generatedNamespaces = {
  /** Every guide's reader change-log entries, newest first: the changes page. */
  'reader-changes': (guides: readonly GuideArticles[], language: GuideLanguage) => ({ entries: readerChanges(guides, language) }),
  /** The guides whose other language is ahead: the notice on their page. */
  'translation-leads': (guides: readonly GuideArticles[], language: GuideLanguage) => ({ leads: translationLeads(guides, language) }),
}

export const isGeneratedNamespace = (name: string): name is keyof typeof generatedNamespaces =>
  Object.hasOwn(generatedNamespaces, name)
