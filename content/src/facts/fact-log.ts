import type { Article } from '../schema/article-schema'

/** The shared facts an article's blocks came from (set by inlineFacts), each once. */
export const referredFacts = (article: Article): string[] => [
  ...new Set(
    article.sections.flatMap((section) =>
      (section.blocks ?? []).flatMap((block) =>
        block.type === 'fact' && 'ref' in block && block.ref ? [block.ref] : [],
      ),
    ),
  ),
]

/**
 * A shared fact that changed after a guide's newest reader entry: the guide states the new fact
 * without telling a returning reader, so it must log the change (its review record goes out of date
 * by itself, through the hash).
 */
export function factLogProblems(article: Article, changedOn: (ref: string) => string): string[] {
  const newestReaderEntry = article.changeLog
    .filter((entry) => entry.kind === 'reader')
    .map((entry) => entry.date)
    .sort()
    .at(-1)
  return referredFacts(article).flatMap((ref) => {
    const changed = changedOn(ref)
    return newestReaderEntry && newestReaderEntry >= changed
      ? []
      : [
          `the shared fact "${ref}" changed on ${changed}, after the guide's newest reader entry: add a "reader" change-log entry dated ${changed} or later that says what changed`,
        ]
  })
}
