import type { ReaderChanges } from './reader-changes-content'

/**
 * The reader changes as /changes has them: whole when fetched, or the build's skeleton inlined for
 * hydration, whose entries keep what the month groups and the section filter need and leave their
 * guide's title and words to the HTML (decisions/article-sent-once.md).
 */
export type ChangesOnPage = ReaderChanges & { kept?: true }

export function changesSkeleton(changes: ReaderChanges): ChangesOnPage {
  return { kept: true, entries: changes.entries.map((entry) => ({ ...entry, text: '', title: '' })) }
}

/** The frozen list item of one change. */
export const changeRegion = (entry: ReaderChanges['entries'][number]) =>
  `change/${entry.article}/${entry.date}/${entry.ordinal}`
