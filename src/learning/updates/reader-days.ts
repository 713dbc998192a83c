import type { NotebookView } from '../notebook/notebook-state'
import type { LearningProgress } from '../progress'
import type { ReaderDays } from './updates-since'

/** A guide's days as the reader's records hold them: completion, newest bookmark, last dismissal. */
export function readerDaysOf(
  articleId: string,
  progress: LearningProgress,
  notebook: NotebookView,
): ReaderDays {
  return {
    completedAt: progress.articles[articleId]?.completedAt ?? null,
    bookmarkedAt:
      notebook.bookmarks
        .filter((row) => row.article_id === articleId)
        .map((row) => row.created_at)
        .sort()
        .at(-1) ?? null,
    dismissedAt: notebook.dismissedAt[articleId] ?? null,
  }
}

/** The guides the reader completed or bookmarked: the only ones a mark or notice can concern. */
export function guidesRead(progress: LearningProgress, notebook: NotebookView): string[] {
  const completed = Object.keys(progress.articles).filter((id) => progress.articles[id]?.completedAt)
  return [...new Set([...completed, ...notebook.bookmarks.map((row) => row.article_id)])]
}
